//===- MIRFrontEnd.cpp - NVPTX machine IR to a KernelDesc -----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The machine-level twin of IRFrontEnd.cpp: the same region walk in
/// reverse post-order with machine loops folded in by SegSeq::loop, but
/// costs counted on the selected NVPTX instructions, which is what the
/// paper modelled (PTX).
///
//===----------------------------------------------------------------------===//

#include "lhf/Passes/MIRFrontEnd.h"

#include "lhf/Model/InputLimits.h"
#include "lhf/Model/MatrixOps.h"
#include "lhf/Model/NVVMNames.h"

#include "lhf/Model/RegionScheduler.h"
#include "lhf/Model/SegmentBuilder.h"
#include "lhf/Passes/AccessAnalysis.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/CodeGen/MachineDominators.h"
#include "llvm/CodeGen/MachineFunction.h"
#include "llvm/CodeGen/MachineLoopInfo.h"
#include "llvm/CodeGen/MachineRegisterInfo.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetRegisterInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/MC/MCAsmInfo.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Target/TargetMachine.h"

#include <set>

#define DEBUG_TYPE "lhf"

using namespace llvm;

namespace lhf {

namespace {

/// The class of a non-memory NVPTX instruction from its opcode name.
InstrClass classify(StringRef N) {
  if (N.starts_with("INT_PTX_SREG") || N.starts_with("MOV") ||
      N.starts_with("IMOV") || N.contains("BAR_WARP_SYNC") ||
      N.starts_with("INT_MEMBAR") || N.starts_with("FENCE"))
    return InstrClass::Misc;
  if (N.contains("SHFL") || N.contains("VOTE") || N.contains("MATCH") ||
      N.contains("REDUX"))
    return InstrClass::Shuffle;
  if (N.contains("SQRT") || N.contains("RCP") || N.contains("SIN") ||
      N.contains("COS") || N.contains("EX2") || N.contains("LG2") ||
      N.contains("TANH"))
    return InstrClass::SFU;
  if (N.starts_with("CVT_") || N.starts_with("CVT"))
    return InstrClass::Conversion;
  bool FloatOp = N.starts_with("F") || N.contains("_F32") ||
                 N.contains("_F64") || N.contains("_F16") ||
                 N.contains("f32") || N.contains("f64") || N.contains("f16") ||
                 N.contains("BF16");
  if (FloatOp && !N.starts_with("FENCE")) {
    if (N.contains("64"))
      return InstrClass::FP64;
    if (N.contains("16"))
      return InstrClass::FP16;
    return InstrClass::FP32;
  }
  if (N.starts_with("MUL") || N.starts_with("MAD") || N.contains("MULT") ||
      N.contains("DIV") || N.contains("REM"))
    return InstrClass::IntMul;
  return InstrClass::Int;
}

/// FLOP per lane of an NVPTX opcode (Segment::Flops): FMA_* 2, FADD_*,
/// FSUB_*, FMUL_*, FDIV* 1, each per element of a packed pair (x2).
double flopsPerLane(StringRef N) {
  double PerElement = N.starts_with("FMA") ? 2
                      : N.starts_with("FADD") || N.starts_with("FSUB") ||
                              N.starts_with("FMUL") || N.starts_with("FDIV")
                          ? 1
                          : 0;
  return PerElement * (N.contains("x2") ? 2 : 1);
}

/// The class of a warp-level register operation, by opcode name or PTX
/// mnemonic (the NVVM classifier's spelling): shuffles, votes, matches and
/// reductions on the shuffle pipe; activemask and the clock and timer
/// registers as moves.
std::optional<InstrClass> warpRegisterOp(StringRef N, StringRef Mn) {
  if (classify(N) == InstrClass::Shuffle)
    return InstrClass::Shuffle;
  if (N.contains("ACTIVEMASK") || N.contains("CLOCK") ||
      N.contains("GLOBALTIMER"))
    return InstrClass::Misc;
  NVVMKind K = classifyNVVM(Mn);
  if (K == NVVMKind::Shuffle || K == NVVMKind::SpecialReg)
    return fixedInstrClass(K);
  return std::nullopt;
}

/// A multiplication by a power-of-two immediate: instruction selection
/// keeps `mul.wide` by 4 for an index scaled to bytes, and ptxas emits it as
/// a shift (or a shifting add), which costs what any integer operation does,
/// not a multiplier's rate (sixteen times an add's on compute capability
/// 1.x).
bool shiftInDisguise(const MachineInstr &MI, StringRef N) {
  if (!N.starts_with("MUL"))
    return false;
  for (const MachineOperand &Op : MI.operands())
    if (Op.isImm() && Op.getImm() > 0 && isPowerOf2_64(Op.getImm()))
      return true;
  return false;
}

/// An integer division or remainder by a register (`UDIV32rr`,
/// `SREM64ir`; a constant divisor, `..ri`, was made a multiply by the
/// selection DAG where it could be): its width and signedness.
std::optional<std::pair<unsigned, bool>> divisionByRegister(StringRef N) {
  bool Signed = N.consume_front("S");
  if (!Signed && !N.consume_front("U"))
    return std::nullopt;
  if (!N.consume_front("DIV") && !N.consume_front("REM"))
    return std::nullopt;
  unsigned Bits;
  if (N.consumeInteger(10, Bits) || (N != "rr" && N != "ir"))
    return std::nullopt;
  return std::make_pair(Bits, Signed);
}

bool isBarrier(StringRef N) {
  return !N.contains("WARP") &&
         (N.contains("BARRIER") || N.contains("BAR_SYNC") ||
          N.starts_with("INT_BAR") || N.starts_with("BAR_"));
}

class MIRBuilder {
public:
  MIRBuilder(const MachineFunction &MF, const IRFacts &Facts, const GPUDesc &G,
             const KernelLaunch &L, KernelDesc &K)
      : Facts(Facts), G(G), DefaultTrip(L.DefaultTrip),
        LocalInRegisters(L.LocalInRegisters), K(K),
        TII(*MF.getSubtarget().getInstrInfo()),
        MDT(const_cast<MachineFunction &>(MF)), MLI(MDT) {
    for (const MachineBasicBlock *MBB :
         ReversePostOrderTraversal<const MachineFunction *>(&MF))
      RPO.push_back(MBB);
    Regions = regionBlocks<MachineLoop>(
        RPO, [&](const MachineBasicBlock *MBB) { return MLI.getLoopFor(MBB); });
    // The PTX mnemonic of an opcode is the target's own spelling of it,
    // also where TableGen gave the instruction no name.
    const TargetMachine &TM = MF.getTarget();
    Printer.reset(TM.getTarget().createMCInstPrinter(
        TM.getTargetTriple(), TM.getMCAsmInfo()->getAssemblerDialect(),
        *TM.getMCAsmInfo(), *TM.getMCInstrInfo(), *TM.getMCRegisterInfo()));
  }

  SegSeq build() { return region(nullptr); }

private:
  /// A block's weight: what the IR front end found for its IR block.
  double weight(const MachineBasicBlock *MBB) {
    if (const BasicBlock *BB = MBB->getBasicBlock()) {
      auto It = Facts.Weights.find(BB);
      if (It != Facts.Weights.end())
        return It->second;
    }
    return 1.0;
  }

  SegSeq region(const MachineLoop *R) {
    SegSeq Seq;
    for (const MachineBasicBlock *MBB : Regions[R]) {
      const MachineLoop *Child = MLI.getLoopFor(MBB);
      BlockRole Role = blockRole(Child, MBB, R);
      if (Role == BlockRole::InsideChild)
        continue;
      if (Role == BlockRole::ChildHeader) {
        double W = entryWeight(Child);
        if (W <= 0)
          continue;
        SegSeq L = loop(Child, Seq);
        L.scale(W);
        Seq.append(std::move(L));
        continue;
      }
      double W = weight(MBB);
      if (W <= 0 || Predicated.count(MBB))
        continue;
      SegSeq B = block(predicatedRun(MBB, R, W));
      B.scale(W);
      Seq.append(std::move(B));
    }
    return Seq;
  }

  /// A block of a straight line the walk costs as one: its share of the
  /// line's warps (\p Issue) and of the warps whose lanes do its memory
  /// work and arithmetic (\p Work).
  struct RunBlock {
    const MachineBasicBlock *MBB;
    double Issue = 1, Work = 1;
    /// Its branch stays an instruction: the arm skips to the kernel's end,
    /// which ptxas makes a predicated exit.
    bool KeepsBranch = false;
    /// An arm's predicate: the register the branch before it tests.
    Register Guard;
  };

  /// \p MBB and the branch arms after it that ptxas predicates, each with
  /// the block it falls through to (docs/model.md section 66): one
  /// straight line, so that the loads of consecutive bounds-checked
  /// copies issue before the first store that uses them.
  SmallVector<RunBlock, 4> predicatedRun(const MachineBasicBlock *MBB,
                                         const MachineLoop *R, double W) {
    SmallVector<RunBlock, 4> Run{{MBB}};
    auto InRegion = [&](const MachineBasicBlock *B) {
      return MLI.getLoopFor(B) == R && !(R && B == R->getHeader());
    };
    for (const MachineBasicBlock *P = MBB;;) {
      const MachineBasicBlock *T = triangleArm(P);
      if (!T)
        break;
      const MachineBasicBlock *J = *T->succ_begin();
      // The predicate: the register P's conditional branch tests.
      Register Guard;
      for (const MachineInstr &Br : P->terminators())
        if (Br.isConditionalBranch())
          for (const MachineOperand &MO : Br.uses())
            if (MO.isReg() && MO.getReg().isVirtual())
              Guard = MO.getReg();
      if (!Guard.isValid() || !InRegion(T) || !InRegion(J) ||
          Predicated.count(J))
        break;
      ArmShape Arm;
      const BasicBlock *Branch = P->getBasicBlock();
      Arm.Divergent = Branch && Facts.DivergentBranches.count(Branch);
      for (const MachineInstr &MI : *T) {
        if (MI.isTerminator() || MI.isMetaInstruction() || MI.isPHI() ||
            MI.isCopy() || MI.isImplicitDef())
          continue;
        ++Arm.Instructions;
        Arm.Calls |= MI.isCall() || MI.isInlineAsm();
        Arm.Barrier |= isBarrier(TII.getName(MI.getOpcode()));
      }
      if (!ptxasPredicates(Arm))
        break;
      Run.back().KeepsBranch = J->succ_empty();
      double WT = weight(T) / W;
      Run.push_back({T, WT, WT});
      Run.back().Guard = Guard;
      double WJ = weight(J) / W;
      Run.push_back({J, WJ, WJ});
      Predicated.insert(T);
      Predicated.insert(J);
      P = J;
    }
    return Run;
  }

  SegSeq loop(const MachineLoop *L, SegSeq &Before) {
    if (!Pending.empty() && usesPending(L)) {
      Before.switchPoint(false);
      Pending.clear();
    }
    double Trip = tripCount(L);
    SegSeq Body = region(L);
    return SegSeq::loop(std::move(Body), Trip, unrollOf(L));
  }

  /// The chance a warp enters \p L, as the IR front end found it for the
  /// loop (its header's block weight is its weight inside the loop).
  double entryWeight(const MachineLoop *L) {
    if (const BasicBlock *BB = L->getHeader()->getBasicBlock())
      if (auto It = Facts.Trips.find(BB); It != Facts.Trips.end())
        return It->second.Entry;
    return weight(L->getHeader());
  }

  /// ptxas's unroll factor, as the IR front end found it for the loop.
  unsigned unrollOf(const MachineLoop *L) {
    if (const BasicBlock *BB = L->getHeader()->getBasicBlock())
      if (auto It = Facts.Trips.find(BB); It != Facts.Trips.end())
        return It->second.Unroll;
    return 1;
  }

  bool usesPending(const MachineLoop *L) {
    for (const MachineBasicBlock *MBB : L->blocks())
      for (const MachineInstr &MI : *MBB)
        for (const MachineOperand &MO : MI.uses())
          if (MO.isReg() && Pending.count(MO.getReg()))
            return true;
    return false;
  }

  double tripCount(const MachineLoop *L) {
    const MachineBasicBlock *H = L->getHeader();
    if (const BasicBlock *BB = H->getBasicBlock()) {
      auto It = Facts.Trips.find(BB);
      if (It != Facts.Trips.end())
        return It->second.Trip;
    }
    // A loop codegen made (or whose header moved): say what we assume.
    double T = DefaultTrip;
    K.Assumptions.push_back(
        {formatv("machine loop at bb.{0} has no IR loop counterpart: trip "
                 "count {1} assumed",
                 H->getNumber(), DefaultTrip),
         K.Loc,
         AssumptionKind::TripCount,
         {{Input::DefaultTrip, ""}}});
    return T;
  }

  SourceLoc locOf(const MachineInstr &MI) {
    const MachineBasicBlock &MBB = *MI.getParent();
    return nearestUserLoc(
        MI.getDebugLoc().get(),
        make_range(std::next(MI.getReverseIterator()), MBB.instr_rend()),
        MBB.getBasicBlock(),
        make_range(std::next(MI.getIterator()), MBB.instr_end()));
  }

  /// The key instruction of a memory access \p MI: "\p What (N bytes per
  /// lane) at line L:C" (built for every access of every launch: no format
  /// parsing).
  KeyInstr accessKey(const MachineInstr &MI, bool IsLoad, const Twine &What,
                     unsigned Size) {
    KeyInstr Key;
    Key.K = IsLoad ? KeyInstr::Load : KeyInstr::Store;
    Key.Loc = locOf(MI);
    Key.Origin = &MI;
    Key.Text = (What + " (" + Twine(Size) + " bytes per lane)").str();
    Key.Text += atLine(Key.Loc);
    return Key;
  }

  /// The block's instructions as model operations; the model's region
  /// scheduler places the switch points (docs/model.md section 1).
  SegSeq block(ArrayRef<RunBlock> Run) {
    SegSeq Seq;
    // The operations a virtual register's value comes from (copies and
    // register sequences pass them on).
    std::map<Register, std::vector<unsigned>> OpsOf;
    std::vector<const MachineInstr *> Instrs;
    auto usedOps = [&](const MachineInstr &MI, std::vector<unsigned> &Deps,
                       bool &UsesPending) {
      for (const MachineOperand &MO : MI.uses()) {
        if (!MO.isReg() || !MO.getReg().isVirtual())
          continue;
        UsesPending |= Pending.count(MO.getReg()) != 0;
        auto It = OpsOf.find(MO.getReg());
        if (It != OpsOf.end())
          Deps.insert(Deps.end(), It->second.begin(), It->second.end());
      }
    };
    const MachineBasicBlock &First = *Run.front().MBB;
    std::string Label = ("bb." + Twine(First.getNumber())).str();
    if (const BasicBlock *BB = First.getBasicBlock())
      if (BB->hasName())
        Label += "." + BB->getName().str();
    auto flush = [&]() {
      RegionSchedule R = Region.flush(Seq);
      if (R.Switched)
        Pending.clear();
      for (unsigned Op : R.Outstanding)
        for (const MachineOperand &MO : Instrs[Op]->defs())
          if (MO.isReg() && MO.getReg().isVirtual())
            Pending.insert(MO.getReg());
      OpsOf.clear();
      Instrs.clear();
    };
    for (const RunBlock &RB : Run) {
      bool HasCondBranch = false;
      bool Last = &RB == &Run.back();
      for (const MachineInstr &MI : *RB.MBB) {
        // A call the IR front end folded: the same segments here.
        if (const SegSeq *Callee = foldedCallee(MI)) {
          flush();
          if (llvm::any_of(MI.uses(), [&](const MachineOperand &MO) {
                return MO.isReg() && Pending.count(MO.getReg());
              })) {
            Seq.switchPoint(false);
            Pending.clear();
          }
          // Its keys point at IR instructions, not machine ones.
          SegSeq Folded = *Callee;
          Folded.forgetOrigins();
          Seq.append(std::move(Folded));
          continue;
        }
        if (MI.isPHI()) {
          // In a predicated line, the value of the arm's load or the other
          // side's: the line's users wait on the load.
          std::vector<unsigned> Deps;
          bool UsesPending = false;
          usedOps(MI, Deps, UsesPending);
          if (UsesPending)
            Pending.insert(MI.getOperand(0).getReg());
          if (!Deps.empty())
            OpsOf[MI.getOperand(0).getReg()] = std::move(Deps);
          continue;
        }
        // A branch ptxas replaced by predicates.
        if (!Last && (MI.isBranch() || MI.isReturn()) &&
            !(RB.KeepsBranch && MI.isConditionalBranch()))
          continue;
        if (MI.isMetaInstruction() || MI.isCopy() || MI.isRegSequence() ||
            MI.isInsertSubreg() || MI.isImplicitDef()) {
          // No instruction of its own: the value is its operands'.
          std::vector<unsigned> Deps;
          bool UsesPending = false;
          usedOps(MI, Deps, UsesPending);
          for (const MachineOperand &MO : MI.defs())
            if (MO.isReg() && MO.getReg().isVirtual()) {
              OpsOf[MO.getReg()] = Deps;
              if (UsesPending)
                Pending.insert(MO.getReg());
            }
          continue;
        }
        RegionOp &O = Region.add();
        O.Cost.Label = Label;
        O.Cost.Loc = locOf(MI);
        O.Cost.Origin = &MI;
        usedOps(MI, O.Deps, O.UsesPendingIn);
        // A predicated instruction waits for its predicate.
        if (RB.Guard.isValid()) {
          O.UsesPendingIn |= Pending.count(RB.Guard) != 0;
          if (auto It = OpsOf.find(RB.Guard); It != OpsOf.end())
            O.Deps.insert(O.Deps.end(), It->second.begin(), It->second.end());
        }
        unsigned Index = unsigned(Instrs.size());
        Instrs.push_back(&MI);
        for (const MachineOperand &MO : MI.defs())
          if (MO.isReg() && MO.getReg().isVirtual())
            OpsOf[MO.getReg()] = {Index};
        if (MI.isBranch() || MI.isReturn()) {
          O.IsTerminator = true;
          // A conditional branch and the unconditional one after it become
          // one predicated bra once blocks are placed.
          if (MI.isConditionalBranch())
            HasCondBranch = true;
          else if (HasCondBranch && MI.isUnconditionalBranch())
            continue;
          O.Cost.count(InstrClass::Branch) += 1;
          continue;
        }
        CurOp = &O;
        O.IsBarrier = instruction(MI, O.Cost);
        CurOp = nullptr;
        scaleShares(O.Cost, RB.Issue, RB.Work);
        if (AsyncRole)
          Region.addAsyncStep(*AsyncRole);
        AsyncRole.reset();
      }
    }
    flush();
    return Seq;
  }

  /// The IR front end's segments of the function \p MI calls, if it folded
  /// them.
  const SegSeq *foldedCallee(const MachineInstr &MI) {
    if (!MI.isCall())
      return nullptr;
    for (const MachineOperand &MO : MI.operands())
      if (MO.isGlobal())
        if (const auto *Fn = dyn_cast<Function>(MO.getGlobal())) {
          auto It = Facts.Callees.find(Fn);
          if (It != Facts.Callees.end())
            return &It->second;
        }
    return nullptr;
  }

  /// The operation being costed orders memory like a fence.
  void fenceOp() {
    if (CurOp)
      CurOp->Memory = OpMemory::Fence;
  }

  /// The operation being costed is a memory access.
  void memoryOp(OpMemory M, bool LoadWaited, unsigned AS) {
    if (!CurOp)
      return;
    CurOp->Memory = M;
    CurOp->IsLoad = LoadWaited;
    CurOp->Shared = AS == ASShared;
  }

  /// The constant start of \p Opcode's PTX spelling ("wmma.load.a.sync").
  StringRef mnemonic(unsigned Opcode) {
    MCInst I;
    I.setOpcode(Opcode);
    const char *M = Printer ? Printer->getMnemonic(I).first : nullptr;
    return M ? StringRef(M).trim() : StringRef();
  }

  /// Whether the printer spells \p Mnemonic's PTX from its operands
  /// (ptxText).
  bool ptxFamily(StringRef Mnemonic) const {
    static constexpr StringRef Families[] = {"wmma.",    "mma.",     "ldmatrix",
                                             "stmatrix", "cp.async", "wgmma.",
                                             "mbarrier."};
    return Printer && any_of(Families, [&](StringRef F) {
             return Mnemonic.starts_with(F);
           });
  }

  /// \p MI as PTX, for the families whose shape and type the printer
  /// spells from immediate operands ("wmma.load.a.sync" + ".aligned.row.
  /// m16n16k16.f16"). Registers print as one physical register (only the
  /// spelling is wanted), other operands as 0.
  std::string ptxText(const MachineInstr &MI, StringRef Mnemonic) {
    if (!ptxFamily(Mnemonic))
      return Mnemonic.str();
    MCInst I;
    I.setOpcode(MI.getOpcode());
    for (const MachineOperand &MO : MI.operands())
      I.addOperand(MO.isReg()   ? MCOperand::createReg(MCRegister(1))
                   : MO.isImm() ? MCOperand::createImm(MO.getImm())
                                : MCOperand::createImm(0));
    std::string Text;
    raw_string_ostream OS(Text);
    Printer->printInst(&I, 0, "", MI.getMF()->getSubtarget(), OS);
    return StringRef(Text).trim().str();
  }

  /// The address space of a generic fragment move: what the IR level found
  /// for the move at the same source position, else generic.
  unsigned matrixSpaceOf(const MachineInstr &MI) {
    if (!MI.memoperands_empty())
      return (*MI.memoperands_begin())->getAddrSpace();
    if (const DILocation *DL = MI.getDebugLoc().get()) {
      auto It = Facts.MatrixSpaceByLoc.find(positionKey(*DL));
      if (It != Facts.MatrixSpaceByLoc.end() && It->second != ~0u)
        return It->second;
    }
    return ASGeneric;
  }

  /// Costs a matrix or asynchronous-copy operation (inline asm or an
  /// instruction the backend selected) and gives its operation its place in
  /// the region's schedule. \p AS: the address space of a fragment move.
  MatrixOpRole matrixOp(const MachineInstr &MI, const MatrixOp &Op, unsigned AS,
                        StringRef From, Segment &S) {
    KeyInstr Key;
    Key.Loc = locOf(MI);
    Key.Origin = &MI;
    Key.Text = Op.Family.str();
    // The lanes' addresses, as the IR level analysed the move at the same
    // position and inlining chain.
    SmallVector<const AccessSummary *, 2> Addr;
    if (const DILocation *DL = MI.getDebugLoc().get();
        DL && !Op.AddrRefs.empty()) {
      auto It = Facts.MatrixAccessesByLoc.find(matrixPositionKey(*DL));
      if (It != Facts.MatrixAccessesByLoc.end() &&
          It->second.size() == Op.AddrRefs.size())
        for (const AccessSummary &A : It->second)
          Addr.push_back(&A);
      else if (It != Facts.MatrixAccessesByLoc.end() && It->second.empty())
        note(MI,
             formatv("{0} ({1}): moves that cost differently share this "
                     "source position, so the machine level cannot tell "
                     "them apart: its lanes are taken as coalesced and "
                     "free of bank conflicts (a lower bound for it)",
                     Op.Family, From),
             /*LowerBound=*/true);
    }
    MatrixOpRole R =
        addMatrixOpCost(S, Op, AS, G.WarpSize, std::move(Key), Addr);
    if (Op.isAsyncStep())
      AsyncRole = Op;
    if (!Op.notCounted().empty())
      note(MI,
           formatv("{0} ({1}): {2}: the prediction is a lower bound", Op.Family,
                   From, Op.notCounted()),
           /*LowerBound=*/true);
    if (CurOp && R.Memory) {
      CurOp->Memory = R.Store ? OpMemory::Store : OpMemory::Load;
      CurOp->IsLoad = R.IsLoad || !R.Store;
      CurOp->Shared = R.Shared;
    }
    return R;
  }

  /// The value of inline-asm operand $\p N when it is an immediate or a
  /// register set from one.
  std::optional<int64_t> asmOperandValue(const MachineInstr &MI, unsigned N) {
    unsigned I = InlineAsm::MIOp_FirstOperand;
    for (unsigned Group = 0; I < MI.getNumOperands(); ++Group) {
      const MachineOperand &Flag = MI.getOperand(I);
      if (!Flag.isImm())
        return std::nullopt;
      unsigned Regs = InlineAsm::Flag(Flag.getImm()).getNumOperandRegisters();
      if (Group == N) {
        if (Regs != 1 || I + 1 >= MI.getNumOperands())
          return std::nullopt;
        const MachineOperand &MO = MI.getOperand(I + 1);
        if (MO.isImm())
          return MO.getImm();
        const MachineRegisterInfo &MRI = MI.getMF()->getRegInfo();
        if (!MO.isReg() || !MO.getReg().isVirtual())
          return std::nullopt;
        const MachineInstr *Def = MRI.getUniqueVRegDef(MO.getReg());
        if (Def && Def->isMoveImmediate() && Def->getNumOperands() > 1 &&
            Def->getOperand(1).isImm())
          return Def->getOperand(1).getImm();
        return std::nullopt;
      }
      I += 1 + Regs;
    }
    return std::nullopt;
  }

  /// Inline PTX: the matrix and asynchronous-copy statements the model
  /// knows (MatrixOps.h) are costed as such, every other statement as one
  /// issue cycle, said.
  void inlineAsm(const MachineInstr &MI, Segment &S) {
    StringRef Asm = MI.getOperand(InlineAsm::MIOp_AsmString).getSymbolName();
    bool Fence = false;
    unsigned Unknown = costInlineAsm(
        Asm, [&](unsigned N) { return asmOperandValue(MI, N); }, S,
        [&](const MatrixOp &Op) {
          // A plain ld/st names its space; other moves are shared ones.
          bool Plain = Op.K == MatrixOp::Load || Op.K == MatrixOp::Store;
          MatrixOpRole R =
              matrixOp(MI, Op,
                       Plain && Op.AddrSpace != ASGeneric ? Op.AddrSpace
                       : Plain                            ? ASGlobal
                                                          : ASShared,
                       "inline asm", S);
          Fence |= R.Fence;
          // MachineInstr::defs() is empty for INLINEASM, so nothing waits
          // for an asm's results here (docs/model.md section 8).
          if (R.Memory && !R.Store && Op.K != MatrixOp::AsyncCopy)
            note(MI,
                 formatv("{0} (inline asm): the machine level does not "
                         "wait for an asm's results: their latency "
                         "is taken as hidden, a lower bound for it (the "
                         "IR level waits for them)",
                         Op.Family),
                 /*LowerBound=*/true);
        });
    // `volatile` keeps the compiler from moving the asm, not ptxas, which
    // schedules the PTX it reads by what each statement does: only a
    // statement lhf does not know is taken to order memory.
    if (Fence || (MI.hasUnmodeledSideEffects() && Unknown && !AsyncRole))
      fenceOp();
    if (Unknown)
      note(MI, unknownAsmNote(Unknown));
  }

  /// Adds \p MI's cost to \p S; true if it is a block barrier.
  bool instruction(const MachineInstr &MI, Segment &S) {
    if (MI.isInlineAsm()) {
      inlineAsm(MI, S);
      return false;
    }
    StringRef N = TII.getName(MI.getOpcode());
    const OpcodeClass &Class = classOf(MI.getOpcode(), N);
    // Warp-level syncs and fences order memory but move none.
    if (Class.Fence) {
      fenceOp();
      S.count(InstrClass::Misc) += 1;
      return false;
    }
    if (Class.Barrier) {
      S.addBarrier(locOf(MI), &MI);
      return true;
    }
    // A call sequence's markers (NVPTX's own; the target's call-frame
    // pseudo opcodes are other ones): `{` and `}` around the call in the
    // PTX, no instruction.
    if (Class.CallMarker)
      return false;
    if ((MI.mayLoad() || MI.mayStore()) && !MI.memoperands_empty()) {
      memory(MI, N, S);
      return false;
    }
    if (Class.NcLoadBytes) {
      ncLoad(MI, N, Class.NcLoadBytes, S);
      return false;
    }
    if (MI.mayLoad() || MI.mayStore() || MI.isCall() ||
        MI.hasUnmodeledSideEffects())
      fenceOp();
    // Matrix and asynchronous-copy instructions by their PTX mnemonic
    // (TableGen names many of them only "anonymous_N"); the families whose
    // PTX the operands spell, per instruction.
    StringRef Mn = Class.Mnemonic;
    std::string PTX;
    std::optional<MatrixOp> Op = Class.Matrix;
    if (Class.MatrixFamily) {
      PTX = ptxText(MI, Mn);
      Op = classifyMatrixPTX(PTX);
    } else if (Op) {
      PTX = Mn.str();
    }
    if (Op) {
      unsigned AS = PTX.find(".shared") != std::string::npos ? ASShared
                    : PTX.find(".global") != std::string::npos
                        ? ASGlobal
                        : matrixSpaceOf(MI);
      MatrixOpRole R = matrixOp(MI, *Op, AS, Mn, S);
      if (R.Fence ||
          (!R.Memory && !AsyncRole &&
           (MI.mayLoad() || MI.mayStore() || MI.hasUnmodeledSideEffects())))
        fenceOp();
      return false;
    }
    // Warp-level register operations that LLVM marks as touching memory
    // (shfl, vote, match, redux, activemask, the clock registers): issue
    // only, no traffic.
    if (std::optional<InstrClass> C = Class.WarpOp) {
      S.count(*C) += 1;
      return false;
    }
    if (N.starts_with("anonymous_")) {
      S.count(InstrClass::Misc) += 1;
      note(MI,
           formatv("machine instruction '{0}' ({1}) not known: counted "
                   "as 1 issue; if it is a tensor-core or memory "
                   "instruction the prediction is a lower bound",
                   N, Mn.empty() ? StringRef("no mnemonic") : Mn),
           /*LowerBound=*/true);
      return false;
    }
    if (MI.mayLoad() && MI.mayStore() && N.contains("ATOM") &&
        scopedAtomic(MI, N, S))
      return false;
    if (MI.mayLoad() || MI.mayStore()) {
      // No memory operand: count the issue, say the traffic is unknown.
      S.count(InstrClass::GlobalIssue) += 1;
      note(MI,
           formatv("'{0}' has no memory operand: its traffic is not "
                   "modelled: the prediction is a lower bound",
                   N),
           /*LowerBound=*/true);
      return false;
    }
    // Generic and global addresses are the same numbers on every CUDA GPU:
    // ptxas emits nothing for the conversion (the IR level's addrspacecast
    // is free too).
    if (N.starts_with("cvta") && N.contains("global"))
      return false;
    if (auto Div = Class.Division) {
      if (addIntegerDivision(S, Div->first, Div->second))
        note(MI, WideDivisionNote);
      S.keepComputeKey(locOf(MI), &MI, N.str());
      return false;
    }
    InstrClass C = Class.Plain;
    if (C == InstrClass::IntMul && shiftInDisguise(MI, N))
      C = InstrClass::Int;
    S.count(C) += 1;
    S.Flops += Class.FlopsPerLane * G.WarpSize;
    if (C != InstrClass::Misc && C != InstrClass::Int)
      S.keepComputeKey(locOf(MI), &MI, N.str());
    return false;
  }

  void memory(const MachineInstr &MI, StringRef N, Segment &S) {
    const MachineMemOperand *MMO = *MI.memoperands_begin();
    unsigned AS = MMO->getAddrSpace();
    bool IsLoad = MI.mayLoad();
    bool Atomic = N.contains("ATOM") || (MI.mayLoad() && MI.mayStore());
    // A kernel parameter is a constant-bank operand of the instructions
    // that use it (c[0x0][...] in SASS): no instruction of its own, as at
    // the IR level, where a scalar argument is no load.
    if (AS == ASParam && !MI.mayStore()) {
      // Indexed at run time (`p.param[i]` of a by-value struct): a
      // constant-bank load of its own, as at the IR level.
      if (const Value *V = MMO->getValue();
          V && inByValParam(V) && !byValField(V))
        S.count(InstrClass::ConstIssue) += 1;
      return;
    }
    // A call's argument (st.param before a call the IR level did not fold,
    // printf's vprintf): passed in registers or the callee's stack once
    // ptxas applies the ABI; an instruction, no traffic to model.
    if (AS == ASParam) {
      S.count(InstrClass::Misc) += 1;
      return;
    }
    // In nvcc's code the array is registers: nothing moves, nothing waits.
    if (AS == ASLocal && LocalInRegisters)
      return;
    double Size = 0;
    for (const MachineMemOperand *M : MI.memoperands())
      if (M->getSize().hasValue())
        Size += M->getSize().getValue().getKnownMinValue();
    KeyInstr Key =
        accessKey(MI, IsLoad, N + " " + addrSpaceName(AS), unsigned(Size));
    // What the IR analysis found for this pointer, scaled to the machine
    // access's width (vectorised or split accesses).
    AccessSummary A;
    auto It = MMO->getValue() ? Facts.Accesses.find(MMO->getValue())
                              : Facts.Accesses.end();
    uint64_t Moved =
        It != Facts.Accesses.end() ? movedBytes(MMO->getValue()) : 0;
    if (Moved && MMO->getOffset() > 0) {
      // A later move of a struct copy: the first move's lanes spanned
      // these bytes too (IRCosts::memIntrinsic). One issue, no traffic.
      S.count(accessIssueClass(It->second.Level)) += 1;
      memoryOp(IsLoad ? OpMemory::Load : OpMemory::Store, IsLoad, AS);
      return;
    }
    if (It != Facts.Accesses.end()) {
      A = It->second;
      if (A.Size && Size && A.Size != Size) {
        // A widened (vectorised) or split access: the same lanes at the
        // machine width.
        if (!A.Lanes.empty() && A.Level != MemLevel::Shared) {
          coalesceAt(A, unsigned(Size));
        } else {
          double F = Size / A.Size;
          A.Bytes *= F;
          A.IdealBytes *= F;
        }
      }
    } else {
      A.Level = levelOfAddrSpace(AS);
      A.Bytes = A.IdealBytes = Size * G.WarpSize;
      ++Unmatched;
    }
    if (Moved) // the first move of a struct copy
      wantWholeStruct(A, double(Moved), G.WarpSize);
    bool Scalar = A.Size == unsigned(Size);
    A.Size = unsigned(Size);
    addAccessCost(S, A, IsLoad, std::move(Key));
    if (CurOp && IsLoad && !Atomic && Scalar && !A.Lanes.empty() &&
        MMO->getValue()) {
      CurOp->FuseBase = getUnderlyingObject(MMO->getValue());
      CurOp->FuseSize = A.Size;
      CurOp->FuseLanes = A.Lanes;
    }
    if (Atomic)
      countAtomicIssue(S, accessIssueClass(A.Level), floatAtomic(N), G);
    memoryOp(Atomic   ? OpMemory::ReadWrite
             : IsLoad ? OpMemory::Load
                      : OpMemory::Store,
             IsLoad, AS);
  }

  /// \p A's lanes moving \p Size bytes each (the machine access is wider,
  /// narrower or typed otherwise than the IR's): coalesced again.
  void coalesceAt(AccessSummary &A, unsigned Size) {
    Coalescing C = coalesceGlobal(A.Lanes, Size, G);
    A.Bytes = C.Bytes;
    A.IdealBytes = C.IdealBytes;
    A.Transactions = C.Transactions;
    A.IdealTransactions = C.IdealTransactions;
  }

  /// Bytes per lane of a non-coherent global load (ld.global.nc, from
  /// const __restrict__ pointers), which carries no memory operand; 0 for
  /// any other opcode.
  static unsigned ncLoadBytes(StringRef N) {
    if (!N.starts_with("LD_GLOBAL_NC") && !N.starts_with("LDG") &&
        !N.starts_with("LDU_GLOBAL"))
      return 0;
    unsigned Elt = N.contains("64")                       ? 8
                   : N.contains("16")                     ? 2
                   : N.contains("i8") || N.contains("_8") ? 1
                                                          : 4;
    unsigned Vec = N.contains("v4") ? 4 : N.contains("v2") ? 2 : 1;
    return Elt * Vec;
  }

  void ncLoad(const MachineInstr &MI, StringRef N, unsigned Size, Segment &S) {
    KeyInstr Key = accessKey(MI, true, N + " global, non-coherent", Size);
    // The IR load at the same source position has the lane addresses.
    AccessSummary A;
    const AccessSummary *IR = irAccessAt(MI);
    if (IR && !IR->Lanes.empty()) {
      A = *IR;
      coalesceAt(A, Size);
    } else {
      A.Level = MemLevel::Global;
      A.Bytes = A.IdealBytes = double(Size) * G.WarpSize;
      ++Unmatched;
    }
    A.Size = Size;
    addAccessCost(S, A, true, std::move(Key));
    memoryOp(OpMemory::Load, true, ASGlobal);
  }

  /// A scoped atomic (atomicAdd_system: an NVVM intrinsic, selected without
  /// a memory operand) costed as the IR call at its source position found
  /// it (one word shared by the warp's lanes, ...); false when there is
  /// none.
  bool scopedAtomic(const MachineInstr &MI, StringRef N, Segment &S) {
    const AccessSummary *IR = irAccessAt(MI);
    if (!IR)
      return false;
    KeyInstr Key =
        accessKey(MI, true, N + " " + addrSpaceName(IR->AddrSpace), IR->Size);
    addAccessCost(S, *IR, true, std::move(Key));
    countAtomicIssue(S, accessIssueClass(IR->Level), floatAtomic(N), G);
    memoryOp(OpMemory::ReadWrite, true, IR->AddrSpace);
    return true;
  }

  /// Whether an atomic's opcode (INT_PTX_ATOM_ADD_F32_Si, ...) works on
  /// floating-point values.
  static bool floatAtomic(StringRef N) {
    return N.contains("_F16") || N.contains("_F32") || N.contains("_F64") ||
           N.contains("BF16");
  }

  /// What the IR level found for the load \p MI was selected from (by
  /// irLoadAt), if anything.
  const AccessSummary *irAccessAt(const MachineInstr &MI) {
    const DILocation *DL = MI.getDebugLoc().get();
    const Value *Ptr = DL ? irLoadAt(MI, positionKey(*DL)) : nullptr;
    auto It = Ptr ? Facts.Accesses.find(Ptr) : Facts.Accesses.end();
    return It == Facts.Accesses.end() ? nullptr : &It->second;
  }

  /// The IR load \p MI was selected from, by its source position: the only
  /// one there, else (the copies of an unrolled loop's load) the k-th of
  /// those in its IR block for the k-th such machine load in its block,
  /// as both keep program order (the copies differ only in which one
  /// brings a sector into L1 first).
  const Value *irLoadAt(const MachineInstr &MI, const std::string &Pos) {
    auto It = Facts.LoadsByLoc.find(Pos);
    if (It == Facts.LoadsByLoc.end() || It->second.empty())
      return nullptr;
    const std::vector<const Value *> &All = It->second;
    if (All.size() == 1)
      return All.front();
    const BasicBlock *BB = MI.getParent()->getBasicBlock();
    SmallVector<const Value *, 8> Here;
    for (const Value *V : All)
      if (const auto *I = dyn_cast<Instruction>(V); I && I->getParent() == BB)
        Here.push_back(V);
    unsigned &K = LoadsSeen[{MI.getParent(), Pos}];
    ArrayRef<const Value *> From = Here.empty() ? ArrayRef(All) : Here;
    return From[K++ % From.size()];
  }
  /// Machine loads met per block and source position (irLoadAt).
  std::map<std::pair<const MachineBasicBlock *, std::string>, unsigned>
      LoadsSeen;

  void note(const MachineInstr &MI, const Twine &What,
            bool LowerBound = false) {
    std::string Text = What.str();
    if (Noted.insert(Text).second) {
      K.Assumptions.push_back({Text, locOf(MI)});
      K.Assumptions.back().LowerBound = LowerBound;
    }
  }

  const IRFacts &Facts;
  const GPUDesc &G;
  /// The operations of the block being built (block() flushes it before it
  /// returns): one for every block, so that its list keeps its room.
  RegionBuilder Region{0, &G};
  unsigned DefaultTrip;
  /// Local arrays are registers (KernelLaunch::LocalInRegisters).
  bool LocalInRegisters;
  KernelDesc &K;
  const TargetInstrInfo &TII;
  MachineDominatorTree MDT;
  MachineLoopInfo MLI;
  std::vector<const MachineBasicBlock *> RPO;
  /// The blocks each region's walk visits (regionBlocks).
  std::unordered_map<const MachineLoop *,
                     std::vector<const MachineBasicBlock *>>
      Regions;
  std::set<Register> Pending;
  /// Arms and joins a predicated line took (predicatedRun).
  SmallPtrSet<const MachineBasicBlock *, 8> Predicated;
  /// classify() and warpRegisterOp() of an opcode: both read only its name
  /// and mnemonic, and a kernel has few distinct opcodes among thousands
  /// of instructions (issue 33: each launch builds the kernel again).
  /// What instruction() decides from an opcode's name and mnemonic alone,
  /// once per opcode (it is asked for every instruction of every launch).
  struct OpcodeClass {
    InstrClass Plain;
    std::optional<InstrClass> WarpOp;
    bool Fence, Barrier, CallMarker;
    unsigned NcLoadBytes;
    StringRef Mnemonic; ///< the printer's (static) text
    /// A family whose PTX the operands spell (ptxText); else Matrix is the
    /// mnemonic's classification.
    bool MatrixFamily;
    std::optional<MatrixOp> Matrix;
    std::optional<std::pair<unsigned, bool>> Division;
    double FlopsPerLane;
  };
  DenseMap<unsigned, OpcodeClass> ClassOf;
  const OpcodeClass &classOf(unsigned Opcode, StringRef N) {
    auto [It, New] = ClassOf.try_emplace(Opcode);
    if (!New)
      return It->second;
    OpcodeClass &C = It->second;
    C.Mnemonic = mnemonic(Opcode);
    C.Plain = classify(N);
    C.WarpOp = warpRegisterOp(N, C.Mnemonic);
    C.Fence =
        N.contains("WARP_SYNC") || N.contains("MEMBAR") || N.contains("FENCE");
    C.Barrier = isBarrier(N);
    C.CallMarker = N == "Callseq_Start" || N == "Callseq_End";
    C.NcLoadBytes = ncLoadBytes(N);
    C.MatrixFamily = ptxFamily(C.Mnemonic);
    if (!C.MatrixFamily)
      C.Matrix = classifyMatrixPTX(C.Mnemonic);
    C.Division = divisionByRegister(N);
    C.FlopsPerLane = flopsPerLane(N);
    return C;
  }
  /// The operation block() is costing now (null outside block()).
  RegionOp *CurOp = nullptr;
  /// The cp.async role of the instruction just costed, for block().
  std::optional<MatrixOp> AsyncRole;
  std::set<std::string> Noted;
  std::unique_ptr<MCInstPrinter> Printer;

public:
  /// Memory operations with no IR access facts (perfect coalescing assumed).
  unsigned Unmatched = 0;

  unsigned maxLoopDepth() const {
    unsigned Depth = 0;
    for (const MachineBasicBlock *MBB : RPO)
      Depth = std::max(Depth, MLI.getLoopDepth(MBB));
    return Depth;
  }
};

} // namespace

void buildKernelFromMIR(const MachineFunction &MF, const IRFacts &Facts,
                        const GPUDesc &G, const KernelLaunch &L,
                        KernelDesc &K) {
  // Keep what the IR level found about loops, calls and addresses, which
  // the machine level reuses; drop its per-instruction notes, which the
  // machine level sees for itself.
  erase_if(K.Assumptions, [](const Assumption &A) {
    switch (A.Kind) {
    case AssumptionKind::TripCount:
    case AssumptionKind::Loop:
    case AssumptionKind::Branch: // the machine level takes the IR's weights
    case AssumptionKind::Call:
    case AssumptionKind::Size:
    case AssumptionKind::Data: // the addresses the machine level reuses
      return false;
    default:
      return true;
    }
  });
  MIRBuilder B(MF, Facts, G, L, K);
  if (K.NotAnalysed.empty())
    K.NotAnalysed = loopNestRefusal(B.maxLoopDepth());
  K.Segments.clear();
  if (K.NotAnalysed.empty())
    K.Segments = B.build().finish();
  if (B.Unmatched)
    K.Assumptions.push_back(
        {formatv("{0} machine memory operation(s) have no IR access facts: "
                 "perfect coalescing assumed for them",
                 B.Unmatched),
         K.Loc});
}

} // namespace lhf
