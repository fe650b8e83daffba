//===- RegisterEstimate.cpp - Registers ptxas would allocate --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
//
// Without ptxas (a clang or llc compile with the plugin), the machine level
// estimates registers per thread from the virtual registers live at once in
// the selected code, taken in the order ptxas would run it; measured against
// ptxas -v by validation/regs_vs_ptxas.py (docs/consistency.md).
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/MIRFrontEnd.h"

#include "lhf/Model/MemoryAccess.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"

#include <algorithm>
#include <climits>
#include <vector>

using namespace llvm;

namespace lhf {

/// A load (not a store) whose memory operands are all in address space
/// \p AS.
static bool loadsOnlyFrom(const MachineInstr *MI, unsigned AS) {
  if (!MI || !MI->mayLoad() || MI->mayStore() || MI->memoperands_empty())
    return false;
  return llvm::all_of(MI->memoperands(), [AS](const MachineMemOperand *MMO) {
    return MMO->getAddrSpace() == AS;
  });
}

unsigned estimateRegisters(const MachineFunction &MF) {
  const MachineRegisterInfo &MRI = MF.getRegInfo();
  const TargetRegisterInfo &TRI = *MF.getSubtarget().getRegisterInfo();
  MachineDominatorTree MDT(const_cast<MachineFunction &>(MF));
  MachineLoopInfo MLI(MDT);
  // Linear order: reverse post-order.
  DenseMap<const MachineBasicBlock *, std::pair<unsigned, unsigned>> Span;
  DenseMap<Register, std::pair<unsigned, unsigned>> Live;
  ReversePostOrderTraversal<const MachineFunction *> RPOT(&MF);
  unsigned Index = 0;
  for (const MachineBasicBlock *MBB : RPOT) {
    Span[MBB] = {Index, Index + unsigned(MBB->size())};
    Index += MBB->size();
  }
  auto Mention = [&](Register Reg, unsigned At) {
    auto [It, New] = Live.try_emplace(Reg, At, At);
    if (!New) {
      It->second.first = std::min(It->second.first, At);
      It->second.second = std::max(It->second.second, At);
    }
  };
  for (const MachineBasicBlock *MBB : RPOT) {
    unsigned Begin = Span[MBB].first, Pos = Begin;
    // Straight-line code outside loops as ptxas schedules it while
    // registers are plentiful: arithmetic issues as soon as its operands
    // are ready (address arithmetic runs ahead of the accesses), within a
    // 32-instruction window and not past a barrier or call; memory
    // operations keep their order. Loops keep program order (their
    // loop-carried values already bound what the scheduler may add), except
    // arithmetic whose values only feed this block's memory operations,
    // directly or through more such arithmetic: the addresses run ahead
    // into the shadow of the loads the accesses wait for (ptxas keeps a
    // copy-out loop's chain of store addresses live at once).
    constexpr unsigned Window = 32;
    bool InLoop = MLI.getLoopFor(MBB);
    DenseMap<Register, unsigned> Ready;
    SmallPtrSet<const MachineInstr *, 16> AddressOnly;
    if (InLoop)
      for (const MachineInstr &MI : reverse(*MBB)) {
        if (MI.mayLoadOrStore() || MI.isPHI() || MI.isTerminator() ||
            MI.hasUnmodeledSideEffects() || MI.isCall() ||
            MI.getNumDefs() != 1 || !MI.getOperand(0).isReg() ||
            !MI.getOperand(0).getReg().isVirtual())
          continue;
        Register Def = MI.getOperand(0).getReg();
        bool Any = false, OnlyAddresses = true;
        for (const MachineInstr &U : MRI.use_nodbg_instructions(Def)) {
          Any = true;
          OnlyAddresses &= U.getParent() == MBB &&
                           (U.mayLoadOrStore() || AddressOnly.count(&U));
        }
        if (Any && OnlyAddresses)
          AddressOnly.insert(&MI);
      }
    bool Hoisting = !InLoop;
    unsigned FenceAt = Begin, LocalStoreAt = Begin;
    for (const MachineInstr &MI : *MBB) {
      unsigned At = Pos++;
      bool Fence = MI.hasUnmodeledSideEffects() || MI.isCall() ||
                   MI.isTerminator() || MI.isPHI();
      // A thread's local memory is its own: its loads may run ahead of
      // other spaces' stores, in loops too (a private array copied out).
      bool LocalLoad = loadsOnlyFrom(&MI, ASLocal);
      if (!Fence && ((Hoisting && !MI.mayLoadOrStore()) || LocalLoad ||
                     AddressOnly.count(&MI))) {
        unsigned Early = std::max(FenceAt, At > Window ? At - Window : 0u);
        if (LocalLoad)
          Early = std::max(Early, LocalStoreAt + 1);
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && MO.getReg().isVirtual())
            if (auto It = Ready.find(MO.getReg()); It != Ready.end())
              Early = std::max(Early, It->second + 1);
        At = std::min(At, Early);
      }
      if (Fence)
        FenceAt = At;
      else if (MI.mayStore() &&
               (MI.memoperands_empty() ||
                llvm::any_of(MI.memoperands(), [](const auto *MMO) {
                  unsigned AS = MMO->getAddrSpace();
                  return AS == ASLocal || AS == ASGeneric;
                })))
        LocalStoreAt = At;
      for (const MachineOperand &MO : MI.defs())
        if (MO.isReg() && MO.getReg().isVirtual())
          Ready[MO.getReg()] = At;
      for (unsigned I = 0; I < MI.getNumOperands(); ++I) {
        const MachineOperand &MO = MI.getOperand(I);
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        // A phi's incoming value is used at the end of its predecessor (the
        // allocator gives it the phi's register): at the phi it would
        // stretch a latch value over the whole loop, next to the phi's own
        // register, and count every loop-carried value twice.
        if (MI.isPHI() && MO.isUse() && I + 1 < MI.getNumOperands() &&
            MI.getOperand(I + 1).isMBB()) {
          auto S = Span.find(MI.getOperand(I + 1).getMBB());
          if (S != Span.end() && S->second.second > S->second.first) {
            Mention(MO.getReg(), S->second.second - 1);
            continue;
          }
        }
        Mention(MO.getReg(), At);
      }
    }
  }
  // A value live into a loop stays live through all of it.
  for (const MachineLoop *L : MLI.getLoopsInPreorder()) {
    unsigned LB = UINT_MAX, LE = 0;
    for (const MachineBasicBlock *MBB : L->blocks()) {
      auto S = Span.lookup(MBB);
      LB = std::min(LB, S.first);
      LE = std::max(LE, S.second);
    }
    for (auto &[Reg, R] : Live)
      if (R.first < LB && R.second >= LB)
        R.second = std::max(R.second, LE);
    for (const MachineInstr &Phi : L->getHeader()->phis())
      if (Live.count(Phi.getOperand(0).getReg())) {
        auto &R = Live[Phi.getOperand(0).getReg()];
        R.first = std::min(R.first, LB);
        R.second = std::max(R.second, LE);
      }
  }
  std::vector<int> Delta(Index + 2, 0);
  for (const auto &[Reg, R] : Live) {
    unsigned Bits = TRI.getRegSizeInBits(Reg, MRI).getKnownMinValue();
    if (Bits <= 1)
      continue; // predicates live in their own register file
    // A kernel parameter's load: the machine code reads its constant-bank
    // slot as an operand where it is used, no register of its own.
    if (loadsOnlyFrom(MRI.getUniqueVRegDef(Reg), ASParam))
      continue;
    int W = (Bits + 31) / 32;
    Delta[R.first] += W;
    Delta[R.second + 1] -= W;
  }
  int Cur = 0, Max = 0;
  for (int D : Delta)
    Max = std::max(Max, Cur += D);
  return static_cast<unsigned>(Max);
}

} // namespace lhf
