//===- LHFModel.h - TimeOneRep, RepNum, TimeTotal ------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Evaluates the latency-hidden-factor model (Yuan et al. 2010, section 2.5;
/// docs/model.md section 5) on a kernel description and a GPU description,
/// producing a Prediction: per-segment ILP, DataSize, MemAccLa, MemAccBw and
/// exposed latency, TimeOneRep, RepNum, TimeTotal, and the bottleneck report.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_LHFMODEL_H
#define LHF_MODEL_LHFMODEL_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/Kernel.h"
#include "lhf/Model/LatencyHidden.h"
#include "lhf/Model/Occupancy.h"
#include "lhf/Model/SpeedOfLight.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace lhf {

/// How the per-warp exposed waits of a segment add up (docs/model.md 5).
enum class Aggregation {
  Paper, ///< sum over the W warps, as printed in the paper
  Max,   ///< the wait of the warp that resumes last
  Sim,   ///< the reference simulator (lib/Sim); analytic breakdown as Max
};
const char *aggregationName(Aggregation A);

/// Knobs of one evaluation.
struct ModelOptions {
  Aggregation Agg = Aggregation::Max;
  /// Shared-memory carve-out request in KiB; 0 = driver default.
  uint64_t CarveoutKiB = 0;
  /// Aggregation::Sim: latency jitter (sigma as a fraction of the latency,
  /// seed 002's M + |N(0, sigma)|) and its seed; 0 = deterministic.
  double SimJitter = 0;
  uint64_t SimSeed = 1;
  /// Hints whose gain is under this share of the kernel's time are left
  /// out (-lhf-all-hints / --all-hints: 0, every hint with its gain).
  double MinHintShare = 0.02;
  /// false: the time alone, without the hints' what-if re-runs (a second
  /// level's number, only compared with the first).
  bool Hints = true;
};

/// What bounds the kernel (docs/model.md section 6).
enum class Bottleneck {
  None,
  MemoryLatency,
  MemoryBandwidth,
  Issue,
  Barrier,
  Occupancy,
  CannotLaunch,
  TensorPipe,       ///< the matrix (tensor-core) pipe's throughput
  BlockLaunch,      ///< the GPU starts the grid's blocks no faster
  OneWordAtomics,   ///< the grid's atomics on one word queue one by one
  LineAtomics,      ///< the grid's atomics on a few lines queue there
  BlockChain,       ///< the blocks wait in turn for the one before
  Uncoalesced,      ///< a hint kind: a global access moves more than ideal
  BankConflict,     ///< a hint kind: a shared access replays
  PartitionCamping, ///< a hint kind: a wave's requests reach few partitions
};
const char *bottleneckName(Bottleneck B);

/// What a hint asks the developer to change, in CUDA words.
enum class HintFix {
  None,
  Coalesce,          ///< consecutive lanes, consecutive addresses
  PadOrSwizzle,      ///< shared-memory bank conflicts
  RenumberBlocks,    ///< DRAM partition camping
  RegisterTile,      ///< more outputs per thread from registers
  Vectorise,         ///< 16-byte loads and stores
  LargerWarpTile,    ///< reuse each matrix fragment in more mma
  MoreStages,        ///< one more asynchronous-copy pipeline stage
  HideLatency,       ///< independent work between a load and its use
  FewerRegisters,    ///< __launch_bounds__ / -maxrregcount
  LessSharedMemory,  ///< smaller shared buffers per block
  FewerBarriers,     ///< warp-synchronous code, shuffles
  FewerInstructions, ///< index arithmetic: unroll, hoist
  FillLastWave,      ///< a grid that fills its last wave
  FewerBlocks,       ///< blocks that each do more: they start too slowly
  CombineAtomics,    ///< sum in the warp or block, one atomic per block
  PrivatiseAtomics,  ///< count in shared memory, add once per block
  MoreWorkPerThread, ///< each thread combines several elements first
  DecoupledLookBack, ///< publish a block's own sum before it waits
};
/// What the hint is about, as its text starts: "register tiling",
/// "bank conflict", ... ("" for None).
const char *hintFixName(HintFix F);
/// The JSON key: "register_tiling", "vectorise", ...
const char *hintFixKey(HintFix F);
/// What to change, as one short sentence ("load the next tile while this
/// one is computed"); empty for HintFix::None.
const char *hintFixAction(HintFix F);

/// One optimisation hint, at the source line of the instruction behind it.
struct Hint {
  Bottleneck Kind = Bottleneck::None;
  HintFix Fix = HintFix::None;
  SourceLoc Loc;
  std::string Message;
  double PredictedGain = 0; ///< cycles saved on the whole kernel
  /// The model's own what-if would have promised more than the headroom
  /// to the roof of the units the change leaves busy: capped there.
  bool Capped = false;
  /// The roof the gain was capped at: after the change, for a change that
  /// takes work away (it lowers the roof of the unit it relieves).
  double RoofAfter = 0;
  const void *Origin = nullptr; ///< the KeyInstr's front-end handle
};

/// The model's view of one segment.
struct SegmentResult {
  unsigned Index = 0;
  std::string Label;
  SourceLoc Loc;
  SegmentTiming Timing; ///< ILP, ILPNext (first successor), MemAccLa, MemAccBw
  double DataSize = 0;  ///< bytes per warp
  double IdealDataSize = 0; ///< bytes under perfect coalescing
  MemLevel WaitLevel = MemLevel::Global;
  bool WaitsOnMemory = false;
  bool Sync = false;        ///< treated with LatencyHiddenSyn
  double Count = 1;         ///< executions per warp
  double SMComputeTime = 0; ///< W x ILP_i, one execution
  /// Per-warp matrix-pipe time of one execution (ILP_i is the larger of it
  /// and the issue time).
  double TensorTime = 0;
  double ExposedLatency = 0; ///< one execution, successors weighted
  double BarrierExtra = 0;   ///< part of ExposedLatency due to the barrier
  double FloorExtra = 0;     ///< part added by the bandwidth floor
  /// The latency of the pipelined copies when their stages' latency floor
  /// sets the exposed time (too few stages ahead), else 0.
  double StageLatency = 0;
  bool BandwidthBound = false;
  /// In a bandwidth-bound loop whose blocks overlap one another's loads
  /// (overlapDriftingBlocks): the exposed time is what they leave.
  bool BlocksDrift = false;
  double GlobalLoads = 0, SharedLoads = 0, Stores = 0, Compute = 0;
  /// Warp instructions by class, one execution.
  std::array<double, NumInstrClasses> Instrs{};
  /// Cycles this segment adds to TimeOneRep.
  double total() const { return Count * (SMComputeTime + ExposedLatency); }
};

/// Everything the model says about one kernel on one GPU.
struct Prediction {
  std::string Kernel;
  std::string LaunchFrom; ///< KernelDesc::LaunchFrom
  std::string GPU;
  Aggregation Agg = Aggregation::Max;
  bool CanLaunch = true;
  std::string CannotLaunchReason;
  /// The launch may run, but the model gives no number for it (a loop that
  /// may not end, a nest too deep, a time past the ceiling): CanLaunch is
  /// false and CannotLaunchReason starts "no prediction".
  bool refused() const {
    return !CanLaunch && CannotLaunchReason.rfind("no prediction", 0) == 0;
  }
  Occupancy Occ;
  unsigned TLP = 0;       ///< warps per block
  unsigned BLP = 0;       ///< blocks resident per SM (occupancy)
  unsigned BLPUsed = 0;   ///< BLP actually filled, min(BLP, ceil(NB / NSM))
  unsigned W = 0;         ///< TLP x BLPUsed
  uint64_t NB = 0;        ///< blocks in the grid
  double NBB = 0;         ///< segments one warp executes
  double RepNumPaper = 0; ///< NB / (BLP x NSM), the paper's fraction
  double RepNum = 0;      ///< whole waves, the project's choice
  double TimeOneRep = 0;  ///< cycles
  /// The last wave's, when it holds fewer blocks per SM (else TimeOneRep):
  /// TimeTotal is TimeOneRep x (RepNum - 1) + this.
  double TimeLastRep = 0;
  /// NB x GPUDesc::BlockLaunchCycles: the time the GPU needs to start the
  /// grid's blocks; TimeTotal is at least this when the grid runs in more
  /// than one wave (launchBound).
  double LaunchCycles = 0;
  /// Whether starting the blocks takes longer than their work: a grid of
  /// several waves, whose later blocks wait for the scheduler (one wave's
  /// start-up is in its blocks' own latency).
  bool launchBound() const {
    return RepNum > 1 && LaunchCycles > workCycles() &&
           LaunchCycles >= atomicCycles() && LaunchCycles >= ChainCycles;
  }
  /// Whether the last wave holds fewer blocks per SM and takes less than a
  /// full one (TimeLastRep < TimeOneRep).
  bool partialLastWave() const {
    return RepNum > 1 && TimeLastRep < TimeOneRep;
  }
  /// The waves' time: whole ones and the last at its own W.
  double workCycles() const {
    return RepNum > 1 ? TimeOneRep * (RepNum - 1) + TimeLastRep
                      : TimeOneRep * RepNum;
  }
  /// Warp atomics of the whole grid on one word (Segment::OneWordAtomics),
  /// and the time they take queued one after another at the GPU file's
  /// rate (0 where it has none; a note says so).
  double OneWordAtomics = 0, OneWordAtomicCycles = 0;
  /// Warp atomics of the whole grid on a few lines (Segment::LineAtomics)
  /// and the busiest line's queue at the GPU file's one-word rate per
  /// update (a lower bound: one L2 slice per line).
  double LineAtomics = 0, LineAtomicUpdates = 0, LineAtomicCycles = 0;
  /// The longer of the two queues (they are at different slices).
  double atomicCycles() const {
    return std::max(OneWordAtomicCycles, LineAtomicCycles);
  }
  /// Whether that queue takes longer than the work and the block launches:
  /// the time is the queue's.
  bool atomicBound() const {
    return atomicCycles() > workCycles() &&
           atomicCycles() > (RepNum > 1 ? LaunchCycles : 0) &&
           atomicCycles() >= ChainCycles;
  }
  /// Blocks that wait in turn for the one before (KernelDesc::
  /// ChainRoundTrips): NB - 1 hand-offs of that many L2 round trips at
  /// the GPU file's L2 latency, a lower bound (said in a note).
  double ChainCycles = 0;
  /// Whether the chain takes longer than the rest: the time is the chain's.
  bool chainBound() const {
    return ChainCycles > workCycles() &&
           ChainCycles > (RepNum > 1 ? LaunchCycles : 0) &&
           ChainCycles > atomicCycles();
  }
  double TimeTotal = 0;   ///< cycles
  double TimeUs = 0;
  double IssueCycles = 0, LatencyCycles = 0, BandwidthCycles = 0,
         BarrierCycles = 0; ///< per rep, the split of TimeOneRep
  /// Per rep, what the blocks' start adds to the rest (a part of the
  /// split): the wave takes at least the SM's block start plus one block's
  /// time alone (GPUDesc::BlockStartCycles).
  double StartCycles = 0;
  /// What a drifting wave takes (overlapDriftingWaves; None: the waves
  /// run in lock step), and the lock step's time, for the note.
  enum class Drift : uint8_t { None, Issue, DRAM, L2, PartialWrites, Segment };
  Drift WavesDrift = Drift::None;
  double DriftCycles = 0, LockStepCycles = 0;
  /// The part of IssueCycles spent in segments whose matrix-pipe time
  /// exceeds their issue time.
  double TensorCycles = 0;
  /// The whole grid's work: FLOP on the CUDA cores and on the matrix
  /// pipe, and the bytes that reach DRAM (the roofline's axes).
  double Flops = 0, TensorFlops = 0, DRAMBytes = 0;
  Bottleneck Main = Bottleneck::None;
  std::vector<SegmentResult> Segments;
  /// Sorted by gain, the largest first.
  std::vector<Hint> Hints;
  /// Hints left out for a gain under ModelOptions::MinHintShare.
  unsigned HintsLeftOut = 0;
  SpeedOfLight SOL;
  /// Guesses the prediction rests on, each said in the output (the
  /// kernel's assumptions first, then the model's own).
  std::vector<Assumption> Notes;
  /// The first note whose omission makes the time a lower bound
  /// (Assumption::LowerBound), if any.
  const Assumption *lowerBoundNote() const {
    for (const Assumption &A : Notes)
      if (A.LowerBound)
        return &A;
    return nullptr;
  }
  unsigned RegsPerThread = 0;
  std::string RegsSource;
};

/// The largest time the model reports (about 6 days at 2 GHz); beyond it,
/// or when not finite, a result is "no prediction" with the reason.
constexpr double MaxPredictedCycles = 1e15;

/// Turns \p P into "no prediction" with \p Reason (which starts "no
/// prediction: "): no time, no segments, no hints.
void refusePrediction(Prediction &P, std::string Reason);

/// Never print a number the model does not believe: a time that is not a
/// finite, non-negative number of at most MaxPredictedCycles (a GPU figure
/// of 1e308, counts past double's range) turns \p P into "no prediction"
/// with the reason, in every view.
void refuseUnbelievable(Prediction &P);

/// SMComputeTime_i = W x ILP_i.
double SMComputeTime(unsigned W, double ILP);
/// MemAccBw_i = DataSize_i / BandwidthPerSM.
double MemAccBw(double DataSize, double BytesPerClkPerSM);
/// The paper's RepNum = NB / (BLP x NSM).
double RepNumPaper(uint64_t NB, unsigned BLP, unsigned NSM);
/// Whole waves: ceil(NB / (BLP x NSM)).
double RepNumWaves(uint64_t NB, unsigned BLP, unsigned NSM);
/// The least exposed time of a segment: W x MemAccBw_i cycles of the SM's
/// bandwidth share, less the issue time that overlaps them (project
/// decision beyond the paper, docs/model.md section 7).
double BandwidthFloor(unsigned W, double MemAccBw, double SMComputeTime);
/// The least exposed time of a segment that issues a pipeline stage that
/// Lookahead waits keep in flight: the loop's period is at least
/// (MemAccLa + BlockBody) / (Lookahead + 1), of which the loop body's
/// Body cycles of issue are already counted (docs/model.md section 8).
double PipelineLatencyFloor(double MemAccLa, double BlockBody, double Body,
                            unsigned Lookahead);
/// TimeOneRep = sum_i Count_i x (SMComputeTime_i + ExposedLatency_i).
double TimeOneRep(const std::vector<SegmentResult> &Segments);
/// TimeTotal = TimeOneRep x RepNum.
double TimeTotal(double TimeOneRep, double RepNum);
/// ExposedLatency_i: per-warp waits D(i,j) x LatencyHidden(i,j) over
/// j = 1..W, summed (paper) or the largest (max).
double ExposedLatency(const SegmentTiming &T, unsigned W, unsigned TLP,
                      bool Sync, Aggregation Agg);

/// The per-warp time of a segment's matrix-pipe work on \p G.
double segmentTensorTime(const Segment &S, const GPUDesc &G);
/// ILP_i of a segment on a GPU: the sum of its instructions' throughput
/// costs (the paper), or, where the GPU file gives the schedulers' issue
/// rate, the longer of issuing all of them and the busiest functional
/// unit's share; the matrix-pipe time when that is longer still.
double segmentILP(const Segment &S, const GPUDesc &G);
/// Cycles per warp the L2 takes to accept segment \p S's scattered stores
/// (sectors and lines at GPUDesc's measured rates; 0 where it has none).
double scatteredStoreCycles(const Segment &S, const GPUDesc &G);
/// The functional unit an instruction class occupies when units work side
/// by side (GPUDesc::DispatchCycles): classes of one unit add up.
enum class Pipe : unsigned { FMA, IMAD, ALU, FP64, XU, MIO, Branch, Barrier };
constexpr unsigned NumPipes = 8;
Pipe pipeOf(InstrClass C);
/// The segments of the loop body segment \p I of \p K is in (the cycle
/// through it along the most frequent successors, \p I first), or just
/// \p I outside a loop.
std::vector<size_t> loopBody(const KernelDesc &K, size_t I);
/// loopBody for every segment of a kernel, found in one pass over it: the
/// most frequent successors make a functional graph, whose cycles are the
/// loop bodies (following them from every segment was quadratic).
class LoopBodies {
public:
  explicit LoopBodies(const KernelDesc &K);
  /// loopBody(K, I).
  std::vector<size_t> of(size_t I) const;
  /// Every loop body, in its segments' order.
  const std::vector<std::vector<size_t>> &cycles() const { return Cycles; }

private:
  std::vector<int> CycleOf; ///< -1: on no cycle
  std::vector<size_t> Pos;  ///< place in its cycle
  std::vector<std::vector<size_t>> Cycles;
};
/// Adds (\p Sign 1) or takes back (-1) segment \p R's cycles in the terms
/// of P that name the bottleneck (issue, tensor pipe, latency, bandwidth,
/// barrier).
void addTimeSplit(Prediction &P, const SegmentResult &R, double Sign);
/// A loop whose blocks meet at a barrier every trip and whose L2 or DRAM
/// bytes take longer than all its issue, the lock-step exposure being no
/// more than that queue: the blocks drift apart and overlap one another's
/// loads with their work, so the loop's exposed time shrinks to the queue
/// past the issue (or one block's own chain past it). Marks the segments
/// (SegmentResult::BlocksDrift) and moves the split of P (docs/model.md
/// section 39).
void overlapDriftingBlocks(const KernelDesc &K, const GPUDesc &G,
                           const LoopBodies &Bodies, Prediction &P);
/// Whether the waves of \p K's grid (\p RepNum of them) can drift apart:
/// no segment ends in a barrier or runs in a loop, and \p G's file
/// measures DRAM's rate for reads and writes together.
bool wavesMayDrift(const KernelDesc &K, const GPUDesc &G, double RepNum);
/// Where wavesMayDrift: the blocks start and end one by one, so one wave's
/// waits overlap the next one's work, and a wave takes the longest of its
/// segments' issue, their bytes' queue on the L2 and on DRAM (at the
/// file's rate for the kernel's mix of reads and writes), the L2's queue
/// of partial writes, and its longest segment in lock step or one block
/// alone (\p Alone), where that is shorter than the lock step. Moves
/// TimeOneRep and the split of P (docs/model.md section 86).
void overlapDriftingWaves(const KernelDesc &K, const GPUDesc &G, double Alone,
                          Prediction &P);
/// The ILP of a loop body: its segments' \p ILP summed.
double loopILP(const std::vector<double> &ILP, const std::vector<size_t> &Body);
/// Whether \p K pipelines its cp.async copies: a wait keeps groups in
/// flight, so copies no wait of their region takes are stages.
bool pipelinesCopies(const KernelDesc &K);
/// What a segment's loads wait for: whether they wait, the level (the
/// slowest one with loads of its own), and the latency (that level's, plus
/// the misses' share of a further level's: docs/model.md section 30).
struct LoadWait {
  bool Waits = false;
  MemLevel Level = MemLevel::Global;
  double Latency = 0;
};
/// The loads segment \p S waits for (not a pipelined copy's in a kernel
/// that pipelines them, \p Staged).
LoadWait loadWait(const Segment &S, const GPUDesc &G, bool Staged);
/// The latency segment \p S's pipelined copies wait for, as loadWait's
/// (0: none).
double pipelinedCopyLatency(const Segment &S, const GPUDesc &G);
/// How many waits keep segment \p I's pipelined copies in flight before
/// one takes them (the N of the next wait_group N along the loop; one
/// commit group per iteration assumed), or 0 if no wait keeps groups.
unsigned stageLookahead(const KernelDesc &K, size_t I);

/// Runs the whole model. Never fails: a launch that cannot run gives
/// CanLaunch = false and the reason.
Prediction predict(const KernelDesc &K, const GPUDesc &G,
                   const ModelOptions &Opts = {});

/// Fills Main and the main term's hint of \p P (called by predict).
void classifyBottleneck(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                        const ModelOptions &Opts);

/// Adds the hints of changes the model can re-run (access patterns,
/// occupancy, register tiles, vector loads, the last wave), caps every
/// gain at the headroom to the roof, sorts them and leaves out those under
/// ModelOptions::MinHintShare (called by predict, after
/// classifyBottleneck).
void addHints(Prediction &P, const KernelDesc &K, const GPUDesc &G,
              const ModelOptions &Opts);

/// The per-block resources \p K's occupancy is computed from: a register
/// estimate above the GPU's limit is capped at it (the compiler would
/// spill), which \p Capped says.
OccupancyInput occupancyInput(const KernelDesc &K, const GPUDesc &G,
                              const ModelOptions &Opts, bool *Capped = nullptr);

/// predict() with BLP forced to \p BLP (for what-if hints).
Prediction predictWithBLP(const KernelDesc &K, const GPUDesc &G,
                          const ModelOptions &Opts, const Occupancy &Occ,
                          unsigned BLP);

/// \p K for a what-if re-run (predictWithBLP): its costs without the hint
/// anchors (Segment::Keys) and notes, which the re-run does not read;
/// copying them for every hint made hints quadratic in a kernel's size
/// (400 strided loads in 400 loops: 26% of a prediction's time).
KernelDesc whatIfCopy(const KernelDesc &K);

} // namespace lhf

#endif // LHF_MODEL_LHFMODEL_H
