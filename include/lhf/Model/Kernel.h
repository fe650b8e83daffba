//===- Kernel.h - What a front end tells the model about a kernel -*- C++
//-*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The kernel description is the only thing the IR, MIR and MLIR front ends
/// produce and the only thing the model consumes. It is a sequence of
/// segments (the paper's "basic blocks": code between two warp switch points)
/// with per-warp instruction-class counts and memory traffic, plus the
/// kernel's resources and launch.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_KERNEL_H
#define LHF_MODEL_KERNEL_H

#include "lhf/Model/LevelReason.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// Instruction classes; each maps to one `instructions.<class>` entry of the
/// GPU description.
enum class InstrClass : unsigned {
  FP32,
  FP32SmemOperand,
  FP64,
  FP16,
  Int,
  IntMul,
  SFU,
  Conversion,
  GlobalIssue,
  SharedIssue,
  ConstIssue,
  Atomic,
  Shuffle,
  Sync,
  Branch,
  Misc,
};
constexpr unsigned NumInstrClasses = 16;

/// The GPU-file key of an instruction class (`fp32`, `global_issue`, ...).
const char *instrClassKey(InstrClass C);

/// Operand types of the matrix (tensor-core) pipe, each with its own rate:
/// fp16 inputs with fp16 accumulate; fp16 or bf16 inputs with fp32
/// accumulate (half the rate on GeForce parts); tf32; int8 (and int4 at
/// twice the operations); fp8; fp64 (DMMA).
enum class TensorType : unsigned { FP16, FP16F32, TF32, INT8, FP8, FP64 };
constexpr unsigned NumTensorTypes = 6;

/// The GPU-file key of a tensor type (`fp16`, `fp16_fp32acc`, ...).
const char *tensorTypeKey(TensorType T);

/// Memory levels a segment may wait on. Local memory goes through the
/// global path.
enum class MemLevel : unsigned { Global, L2, L1, Shared, Constant };
constexpr unsigned NumMemLevels = 5;

/// The GPU-file key of a memory level (`global`, `l2`, ...).
const char *memLevelKey(MemLevel L);

/// A place in the source, empty when the front end had no debug location.
struct SourceLoc {
  std::string File;
  unsigned Line = 0;
  unsigned Col = 0;
  bool valid() const { return Line != 0; }
};

/// " at line 15:23" (or " at line 15" without a column; "" when unknown):
/// where an access is, told apart from another on the same line.
std::string atLine(const SourceLoc &L);

/// Per-warp traffic of one segment at one memory level.
struct MemTraffic {
  double LoadBytes = 0;    ///< bytes loaded (DataSize of loads)
  double StoreBytes = 0;   ///< bytes stored
  double IdealBytes = 0;   ///< bytes under perfect coalescing (the paper's)
  double LoadRequests = 0; ///< load warp instructions
  double StoreRequests = 0;
  /// Of the stores: the 32-byte sectors and 128-byte lines their lanes
  /// write (each request's, summed): the L2 accepts stores at a rate of
  /// both (GPUDesc::L2StoreSectorsPerClkSM).
  double StoreSectors = 0, StoreLines = 0;
  /// DRAM partition camping: the bytes' extra time on the bandwidth, in
  /// bytes (a request on k of P partitions takes P/k times as long).
  double CampedBytes = 0;
  /// Of StoreBytes (shared memory): what asynchronous copies (cp.async,
  /// bulk copies) land, at their useful size: a pipeline stage's buffer.
  double AsyncStoreBytes = 0;
  /// Of LoadBytes and LoadRequests: cp.async copies that no wait of the
  /// region that issued them waits for. In a kernel that keeps copy groups
  /// in flight (Segment::CopyGroupsKept) they are a pipeline stage for a
  /// later iteration: their bytes queue, but the segment does not wait.
  double PipelinedLoadBytes = 0, PipelinedLoadRequests = 0;
  /// Of LoadBytes: the misses of loads whose request another level holds
  /// (a cached access's bytes that go further), and those loads' other
  /// bytes (their hits): the wait pays this level's latency in the misses'
  /// share of the trips (docs/model.md section 30).
  double MissLoadBytes = 0, MissHitBytes = 0;
  /// At L1 (7.0 on): what the passes of loads whose lanes touch many lines
  /// add to their bytes; the L1 reads a whole line per pass
  /// (AccessSummary::LinePassBytes). Queues, moves nothing further.
  double LinePassBytes = 0;
  double missShare() const {
    double All = MissLoadBytes + MissHitBytes;
    return All > 0 ? MissLoadBytes / All : 0;
  }
  double bytes() const { return LoadBytes + StoreBytes; }
  /// Every per-warp quantity times \p W (a branch's share, a what-if's
  /// half): one list, so that a field added here is scaled everywhere.
  void scale(double W) {
    for (double *V :
         {&LoadBytes, &StoreBytes, &IdealBytes, &LoadRequests, &StoreRequests,
          &StoreSectors, &StoreLines, &CampedBytes, &AsyncStoreBytes,
          &PipelinedLoadBytes, &PipelinedLoadRequests, &MissLoadBytes,
          &MissHitBytes, &LinePassBytes})
      *V *= W;
  }
  /// What queues on the level's bandwidth.
  double bandwidthBytes() const {
    return bytes() + CampedBytes + LinePassBytes;
  }
};

/// An instruction worth naming in a hint, with what it is.
struct KeyInstr {
  enum Kind { Load, Store, Barrier, Compute, Other } K = Other;
  MemLevel Level = MemLevel::Global;
  SourceLoc Loc;
  std::string Text; ///< short description, e.g. "load float (global)"
  /// The front end's handle for the instruction (an llvm::Instruction* or
  /// MachineInstr*), opaque to the model; lets remarks point at it.
  const void *Origin = nullptr;
  /// Memory accesses: per warp request, what moves and what would ideally.
  double Bytes = 0, IdealBytes = 0;
  double Transactions = 0, IdealTransactions = 0;
  unsigned BankWays = 0;  ///< shared accesses: congestion c (0: not shared)
  unsigned LaneBytes = 0; ///< bytes each lane accesses (an ldmatrix row: 16)
  /// An asynchronous copy that a wait in the region that issued it waits
  /// for (a cp.async.wait_group, an mbarrier wait before the loop iteration
  /// ends): no pipeline stage hides it, only the work in between.
  bool WaitedAtOnce = false;
  /// Global accesses on a GPU with directly mapped DRAM partitions: how
  /// many the blocks resident at once reach through it, of how many (0:
  /// not modelled), and the bandwidth bytes that camping adds per request.
  unsigned Partitions = 0, PartitionsTotal = 0;
  double CampedBytes = 0;
  /// A scattered store's sectors and lines (MemTraffic::StoreSectors):
  /// what coalescing it takes off the L2's partial-write queue.
  double StoreSectors = 0, StoreLines = 0;
  LevelReason LevelWhy; ///< which cache level serves it, and why
  /// An atomic on one word for the whole grid (AccessSummary::OneWord).
  bool OneWordAtomic = false;
  /// Its address rests on loaded data (AccessSummary::DataIndexed).
  bool DataIndexed = false;
  /// A global atomic whose queue is at the few L2 lines its index reaches
  /// (AccessSummary::AtomicLines): how many.
  unsigned AtomicLines = 0;
  /// What its lines' passes added at L1 (MemTraffic::LinePassBytes).
  double LinePassBytes = 0;
  /// A global or local load the thread follows with this many loads of the
  /// next elements (aligned to the group): one wide load could read them.
  unsigned VectorWith = 0;
};

/// Where control goes after a segment, and how often per warp.
struct Successor {
  unsigned Index = 0;
  double Count = 0;
};

/// One segment: the code a warp runs between two switch points.
struct Segment {
  /// Per-warp instruction counts by class (one execution of the segment).
  std::array<double, NumInstrClasses> Instrs{};
  /// Per-warp memory traffic by level.
  std::array<MemTraffic, NumMemLevels> Mem{};
  /// Per-warp matrix-pipe work by operand type, in FLOP (2 per
  /// multiply-add); the instruction's issue slot is counted in Instrs.
  std::array<double, NumTensorTypes> TensorFlops{};
  /// Per-warp floating-point work on the CUDA cores, in FLOP: an add,
  /// subtract, multiply or divide is 1 per lane and element, a fused
  /// multiply-add 2 (as Nsight Compute counts them; compares, moves and
  /// conversions none).
  double Flops = 0;
  /// Per-warp global atomics on one word for the whole grid (integer and
  /// floating-point operations queue at different rates).
  double OneWordAtomics = 0, OneWordFloatAtomics = 0;
  /// Per-warp global atomics whose targets are a few L2 lines (a
  /// histogram's bins), and the updates each brings to the busiest of
  /// those lines (integer, floating-point): AccessSummary::LineUpdates.
  double LineAtomics = 0, LineAtomicUpdates = 0, LineFloatAtomicUpdates = 0;
  /// The segment ends with a block barrier (a sync segment, paper 2.4).
  bool EndsInBarrier = false;
  /// The most committed groups a cp.async wait here keeps in flight
  /// (wait_group N, N >= 1; 0: none): the kernel pipelines its copies, each
  /// kept through N waits before the next takes it.
  unsigned CopyGroupsKept = 0;
  /// Executions per warp over the whole kernel (loop trips multiply).
  double Count = 1;
  /// Successors and how often each follows. Empty means the next segment
  /// (wrapping to the first) `Count` times, as in the paper.
  std::vector<Successor> Succs;
  /// Instructions that matter for hints (loads waited on, barriers, ...).
  std::vector<KeyInstr> Keys;
  /// Short label for printing, e.g. "entry", "for.body#2".
  std::string Label;
  SourceLoc Loc;
  /// The front end's handle of the instruction Loc is from (opaque, as
  /// KeyInstr::Origin): a hint about the segment is remarked there.
  const void *Origin = nullptr;

  double &count(InstrClass C) { return Instrs[static_cast<unsigned>(C)]; }
  double count(InstrClass C) const { return Instrs[static_cast<unsigned>(C)]; }
  /// Matrix-pipe work of all operand types, in FLOP.
  double tensorFlops() const {
    double F = 0;
    for (double T : TensorFlops)
      F += T;
    return F;
  }
  MemTraffic &mem(MemLevel L) { return Mem[static_cast<unsigned>(L)]; }
  const MemTraffic &mem(MemLevel L) const {
    return Mem[static_cast<unsigned>(L)];
  }
  double totalInstrs() const;
  bool hasLoads() const;
  bool hasKey(KeyInstr::Kind K) const;
  /// Keeps the segment's first compute instruction as its hint anchor.
  void keepComputeKey(SourceLoc L, const void *Origin, std::string Text);
  /// Counts a block barrier and keeps it as a hint anchor.
  void addBarrier(SourceLoc L, const void *Origin);
};

/// Three-dimensional launch extent.
struct Dim3 {
  uint64_t X = 1, Y = 1, Z = 1;
  uint64_t total() const { return X * Y * Z; }
  bool operator==(const Dim3 &O) const {
    return X == O.X && Y == O.Y && Z == O.Z;
  }
};

/// A field of a struct the kernel takes by value (`Params p`, read as
/// `p.n`) as a key of KernelLaunch::Args: above every parameter index
/// (CUDA's parameters fit 32 KiB, its kernels far fewer than 2048 of them).
constexpr unsigned FieldKeyBit = 1u << 31;
inline unsigned fieldKey(unsigned Arg, uint64_t Offset) {
  return FieldKeyBit | (Arg & 0x7FF) << 20 | unsigned(Offset & 0xFFFFF);
}
inline bool isFieldKey(unsigned Key) { return Key & FieldKeyBit; }
inline unsigned fieldArg(unsigned Key) { return (Key >> 20) & 0x7FF; }
inline unsigned fieldOffset(unsigned Key) { return Key & 0xFFFFF; }

/// The name a binding of \p Key takes (`--arg NAME=V`): the parameter's
/// (\p ParamNames by index), a field's from \p FieldNames, else the
/// parameter's name and the field's byte offset ("p+8"); "" when unknown.
std::string argumentName(unsigned Key,
                         const std::vector<std::string> &ParamNames,
                         const std::map<unsigned, std::string> &FieldNames);

/// The launch a front end builds a kernel description for, resolved
/// before any front end runs (lhf/Session/Launch.h): every dimension is
/// known, given or assumed, so that the trip counts and addresses the front
/// end evaluates are those of the launch the model is given.
struct KernelLaunch {
  Dim3 Block;
  Dim3 Grid;
  /// Bound kernel arguments by parameter index, and the integer fields of
  /// the structs a kernel takes by value by fieldKey.
  std::map<unsigned, int64_t> Args;
  /// The fields' names ("p.n") by fieldKey, where the host code declared
  /// them (the IR knows only their offsets).
  std::map<unsigned, std::string> FieldNames;
  /// Trip count assumed for a loop whose count is unknown.
  unsigned DefaultTrip = 16;
  /// Threads resident on an SM at once, as far as the launch tells (the
  /// occupancy without a register limit where registers are not known):
  /// the footprint of a thread's private data. 0: not known.
  uint64_t ResidentThreadsPerSM = 0;
  /// The code the GPU runs (nvcc's) keeps the arrays this code leaves in
  /// local memory in registers: their loads and stores are register
  /// moves.
  bool LocalInRegisters = false;

  /// All a front end reads of a launch: launches equal by it build the
  /// same description.
  bool operator==(const KernelLaunch &O) const {
    return Block == O.Block && Grid == O.Grid && Args == O.Args &&
           FieldNames == O.FieldNames && DefaultTrip == O.DefaultTrip &&
           ResidentThreadsPerSM == O.ResidentThreadsPerSM &&
           LocalInRegisters == O.LocalInRegisters;
  }
};

/// An input of a launch that the user can give: what binds a guess. Each
/// entry point (the plugins, the driver) spells its option its own way,
/// which is the session's business (lhf/Session/Spelling.h), never the
/// model's.
enum class Input : unsigned char {
  GPU,
  Block,
  Grid,
  Argument, ///< a kernel argument or a host variable, by name
  Registers,
  DynamicSmem,
  DefaultTrip,
  LaunchFile,
  Model,
  AllHints,
};

/// What kind of guess an assumption is: the kinds a prediction's first
/// line names (rests on ...), and the front ends' per-instruction ones.
enum class AssumptionKind : unsigned char {
  Other,        ///< an approximation of the code (an unmodelled instruction)
  Grid,         ///< the grid was not given
  Block,        ///< the block size came from the kernel's declaration
  Launch,       ///< what the host code's launch says (or leaves unknown)
  TripCount,    ///< a loop's trip count was not found and was assumed
  Loop,         ///< how a loop was counted (per thread 0, a spin, a wrap)
  Branch,       ///< both sides charged: which way threads go is run-time data
  Call,         ///< a call folded in at its call site
  Size,         ///< an unbound integer argument stood in for an address
  Registers,    ///< registers per thread were estimated or are unknown
  SharedMemory, ///< dynamic shared memory was not given
  GPUFigure,    ///< the GPU file's figure is an assumption, not a measurement
  Level,        ///< the IR and machine levels disagree (docs/consistency.md)
  OtherLaunch,  ///< another launch of the kernel is not predicted (said;
                ///< not a guess this prediction rests on)
  Data,         ///< an address depends on values in memory (said; no
                ///< option could give them)
};

/// One input that would replace a guess: the input and, for an argument,
/// its name ("n").
struct InputRef {
  Input In = Input::Grid;
  std::string Name;
  bool operator==(const InputRef &O) const {
    return In == O.In && Name == O.Name;
  }
};

/// A labelled assumption ("loop trip count unknown: 16 assumed"). Printed
/// with the prediction so a guess is never silent; \p BoundBy names what
/// the user can give instead, which each entry point spells its own way.
struct Assumption {
  std::string Text;
  SourceLoc Loc;
  AssumptionKind Kind = AssumptionKind::Other;
  std::vector<InputRef> BoundBy;
  /// A Size note for which threads take a branch (else for an address):
  /// what the headline's guess names (standInNote).
  bool ForBranch = false;
  /// What the note leaves out can only add time (a wait on other blocks,
  /// traffic not counted): the prediction is at least its number, and
  /// every view says so beside it.
  bool LowerBound = false;
};

/// Adds \p N to \p Notes unless one with its text and inputs is there (a
/// guess said once, where it first applies).
void addOnce(std::vector<Assumption> &Notes, Assumption N);

/// Everything the model needs about one kernel.
struct KernelDesc {
  std::string Name;
  std::vector<Segment> Segments;
  Dim3 Block;
  Dim3 Grid;
  unsigned RegsPerThread = 0;
  /// Where RegsPerThread came from: "option", "ptxas", "estimate", ...
  std::string RegsSource = "unknown";
  /// RegsPerThread is an estimate (capped at the GPU's limit: the compiler
  /// would spill), not a count.
  bool RegsEstimated = false;
  uint64_t StaticSmemBytes = 0;
  uint64_t DynamicSmemBytes = 0;
  std::vector<Assumption> Assumptions;
  SourceLoc Loc;
  /// Why the front end built no segments (a loop nest over
  /// MaxLoopNestDepth); the model refuses such a kernel with this text.
  std::string NotAnalysed;
  /// Where the launch came from when not from the user's options (the
  /// host code's `<<<...>>>`), said with the prediction.
  std::string LaunchFrom;
  /// Blocks that wait in turn for the block before them (a chained scan:
  /// each spins on the flag its predecessor sets after its own spin): the
  /// L2 round trips one hand-off takes at least (the poll that sees the
  /// flag, and the loads and fences between it and the store the next
  /// block polls), 0 where the kernel has no such chain; ChainLoc is the
  /// spin's line.
  unsigned ChainRoundTrips = 0;
  SourceLoc ChainLoc;
  /// The first atomic on one word for the whole grid (where its hint and
  /// note point), or null.
  const KeyInstr *firstOneWordAtomic() const;
  /// The first atomic that queues at a few lines (KeyInstr::AtomicLines).
  const KeyInstr *firstLineAtomic() const;
};

} // namespace lhf

#endif // LHF_MODEL_KERNEL_H
