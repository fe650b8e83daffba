//===- IRCosts.h - What single LLVM IR instructions cost -------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The IR front end's translation of one instruction into the model's
/// terms: its instruction class, memory access (with the access analysis'
/// lane facts), and what it means for the region scheduler's order. The
/// walk over regions, loops and calls is in IRFrontEnd.cpp.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_LIB_PASSES_IRCOSTS_H
#define LHF_LIB_PASSES_IRCOSTS_H

#include "lhf/Model/Kernel.h"
#include "lhf/Model/MatrixOps.h"
#include "lhf/Model/MemoryAccess.h"
#include "lhf/Model/RegionScheduler.h"
#include "lhf/Passes/IRFrontEnd.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <set>
#include <string>

namespace lhf {

SourceLoc locOf(const llvm::Instruction &I);
std::string typeName(llvm::Type *T);

/// Where a memory access goes, after looking through generic pointers.
struct AccessPlace {
  unsigned AS = ASGlobal;
  bool Guessed = false; ///< a generic pointer we could not trace
};
AccessPlace placeOf(const llvm::Value *Ptr);
InstrClass issueClass(unsigned AS);
InstrClass fpClass(llvm::Type *T);

/// Costs single instructions of one function into segment chunks.
class IRCosts {
protected:
  IRCosts(const llvm::Function &F, const IRAnalyses &A, const GPUDesc &G,
          KernelDesc &K, IRFacts *Facts, bool LocalInRegisters)
      : F(F), A(A), G(G), K(K), Facts(Facts ? Facts : &OwnFacts),
        LocalInRegisters(LocalInRegisters) {}

  void fenceOp();
  void addAccess(Segment &S, const llvm::Instruction &I, llvm::Type *Ty,
                 const llvm::Value *Ptr, bool IsLoad, bool ResultUsed);
  void addCompute(Segment &S, const llvm::Instruction &I, InstrClass C,
                  double N = 1);
  /// Adds \p PerElement FLOP per lane and element of \p T (Segment::Flops).
  void addFlops(Segment &S, llvm::Type *T, double PerElement);
  static bool contractedIntoUser(const llvm::Instruction &I);
  bool affineInLoop(const llvm::Instruction &I);
  bool strengthReduced(const llvm::Instruction &I);
  /// Adds ptxas's sequence for \p I, a division or remainder by a run-time
  /// value.
  void integerDivision(Segment &S, const llvm::Instruction &I);
  void note(const llvm::Instruction &I, const llvm::Twine &What,
            AssumptionKind Kind = AssumptionKind::Other,
            bool LowerBound = false);
  /// An atomic read-modify-write of \p Ty through \p Ptr (an atomicrmw, a
  /// cmpxchg or a scoped atomic's intrinsic).
  void atomic(Segment &S, const llvm::Instruction &I, llvm::Type *Ty,
              const llvm::Value *Ptr);
  /// The guesses the lanes of the access through \p Ptr rest on, once.
  void sayAccessNotes(const llvm::Value *Ptr);
  /// Whether GEP \p I is a constant away from an earlier address of its
  /// block that advances with the loop (an immediate offset of it).
  bool offsetOfEarlierAddress(const llvm::Instruction &I);
  llvm::DenseMap<const llvm::Instruction *, bool> OffsetMemo;
  bool instruction(const llvm::Instruction &I, Segment &S);
  bool call(const llvm::CallInst &CI, Segment &S);
  /// The key instruction of an access by \p I through \p P ("<What>
  /// <space> at line N"), with the notes its pointer's place needs.
  KeyInstr accessKey(const llvm::Instruction &I, const AccessPlace &P,
                     bool IsLoad, const llvm::Twine &What);
  /// memcpy/memmove/memset: the moves the backend expands it into.
  void memIntrinsic(const llvm::MemIntrinsic &MI, Segment &S);
  bool nvvm(const llvm::CallInst &CI, llvm::StringRef N, Segment &S);
  void matrix(const llvm::CallInst &CI, const MatrixOp &Op,
              const llvm::Value *Ptr, Segment &S);
  void inlineAsm(const llvm::CallInst &CI, Segment &S);
  static std::string Callee(const llvm::CallInst &CI);

  const llvm::Function &F;
  const IRAnalyses &A;
  const GPUDesc &G;
  KernelDesc &K;
  IRFacts OwnFacts;
  IRFacts *Facts;
  /// Local arrays are registers (KernelLaunch::LocalInRegisters).
  bool LocalInRegisters;
  /// The operation block() is costing now (null outside block()).
  RegionOp *CurOp = nullptr;
  /// The asynchronous-copy role of the operation just costed (a copy, a
  /// commit or a wait), for block() to connect waits to their copies.
  std::optional<MatrixOp> AsyncRole;
  llvm::DenseMap<const llvm::Instruction *, bool> SRMemo;
  unsigned GuessedAccesses = 0;
  std::set<std::string> Noted;
};

} // namespace lhf

#endif // LHF_LIB_PASSES_IRCOSTS_H
