//===- Report.cpp - Text and JSON views of a prediction -------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Views/Report.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Session/Spelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include <climits>

using namespace llvm;

namespace lhf {

std::string formatLoc(const SourceLoc &L) {
  if (!L.valid())
    return "<unknown>";
  return formatv("{0}:{1}", L.File, L.Line).str();
}

std::string speedOfLightText(const Prediction &P) {
  const SpeedOfLight &S = P.SOL;
  std::string Out;
  for (Unit U : {Unit::DRAM, Unit::L2, Unit::L1, Unit::Shared, Unit::Issue,
                 Unit::Tensor}) {
    if (U == Unit::L1 && S.busy(U) <= 0)
      continue;
    Out += formatv("{0}{1} {2:f0}%", Out.empty() ? "" : ", ", unitName(U),
                   num(S.percentOfPeak(U, P.TimeTotal)));
  }
  // A grid short of one block per SM: an SM's own units are busy on the
  // SMs it occupies, not on the chip.
  std::string Where =
      S.partGrid()
          ? formatv(" (L1, shared memory, issue and tensor pipe: of the {0} "
                    "of {1} SMs the grid's blocks occupy)",
                    S.ActiveSMs, S.SMs)
                .str()
          : "";
  return Out + formatv(" of peak{0}; occupancy {1:f0}%, {2:f2} waves", Where,
                       num(S.OccupancyPct), num(S.Waves))
                   .str();
}

std::string bottleneckText(const Prediction &P) {
  std::string Name = bottleneckName(P.Main);
  Unit U = P.SOL.RoofUnit;
  if (P.Main == Bottleneck::MemoryBandwidth && memoryUnit(U) &&
      P.SOL.busy(U) > 0)
    Name += std::string(" (") + unitName(U) + ")";
  return Name;
}

std::string hintText(const Hint &H) {
  StringRef Name = hintFixName(H.Fix);
  return Name.empty() ? H.Message : (Name + ": " + H.Message).str();
}

std::string gainText(const Hint &H, const Prediction &P) {
  double Share = P.TimeTotal > 0 ? 100.0 * H.PredictedGain / P.TimeTotal : 0;
  double Us = P.TimeTotal > 0 ? H.PredictedGain * P.TimeUs / P.TimeTotal : 0;
  return formatv("{0:f1}% = {1:f2} us{2}", num(Share), num(Us),
                 H.Capped ? ", capped at the roof" : "");
}

std::string noTimeText(const Prediction &P) {
  if (P.refused())
    return P.CannotLaunchReason;
  return "cannot launch: " + P.CannotLaunchReason;
}

std::string hintsLeftOutText(const Prediction &P, EntryPoint E) {
  if (!P.HintsLeftOut)
    return "";
  return formatv("{0} hint(s) under 2% of the kernel's time left out ({1} "
                 "shows them)",
                 P.HintsLeftOut, optionName(Input::AllHints, E))
      .str();
}

void printPrediction(raw_ostream &OS, const Prediction &P, const GPUDesc &G,
                     EntryPoint E) {
  OS << "  gpu: " << G.Name << " (" << G.FullName << ", sm_" << G.CCMajor
     << G.CCMinor << ", " << G.SMCount << " SMs, "
     << formatv("{0:f0}", num(G.ClockMHz)) << " MHz)\n";
  OS << "  aggregation: " << aggregationName(P.Agg) << "\n";
  OS << "  registers per thread: " << P.RegsPerThread << " (" << P.RegsSource
     << ")\n";
  if (!P.CanLaunch) {
    OS << "  " << noTimeText(P) << "\n";
    if (!P.refused())
      OS << "  bottleneck: " << bottleneckText(P) << "\n";
    for (const Assumption &N : P.Notes)
      OS << "  note: " << render(N, E) << "\n";
    return;
  }
  const Occupancy &O = P.Occ;
  OS << formatv("  occupancy: TLP={0} BLP={1} (limited by {2}; threads {3}, "
                "warps {4}, blocks {5}, registers {6}, shared memory {7}) "
                "W={8}\n",
                P.TLP, P.BLP, occLimiterName(O.Limiter), O.ByThreads, O.ByWarps,
                O.ByBlocks,
                O.ByRegisters == UINT_MAX ? std::string("-")
                                          : std::to_string(O.ByRegisters),
                O.BySharedMemory == UINT_MAX ? std::string("-")
                                             : std::to_string(O.BySharedMemory),
                P.W);
  OS << formatv("  grid: NB={0} NSM={1} RepNum={2:f0} (paper {3:f3})\n", P.NB,
                G.SMCount, num(P.RepNum), num(P.RepNumPaper));
  OS << formatv("  segments: {0} static, NBB={1:f2}\n", P.Segments.size(),
                num(P.NBB));
  OS << "  seg  count       ILP     ILPnext  DataSize  MemAccLa  MemAccBw  "
        "exposed    kind\n";
  for (const SegmentResult &R : P.Segments) {
    OS << formatv("  {0,3} {1,6:f1} {2,9:f1} {3,9:f1} {4,9:f0} {5,9:f0} "
                  "{6,9:f1} {7,9:f1}  ",
                  R.Index, num(R.Count), num(R.Timing.ILP),
                  num(R.Timing.ILPNext), num(R.DataSize),
                  num(R.Timing.MemAccLa), num(R.Timing.MemAccBw),
                  num(R.ExposedLatency));
    OS << (R.Sync ? "sync" : "con");
    if (R.WaitsOnMemory)
      OS << " wait:" << memLevelKey(R.WaitLevel);
    if (R.BandwidthBound)
      OS << " bw-bound";
    if (!R.Label.empty())
      OS << " " << R.Label;
    if (R.Loc.valid())
      OS << " @" << formatLoc(R.Loc);
    OS << "\n";
  }
  OS << formatv("  TimeOneRep: {0:f1} cycles (issue {1:f1}, latency {2:f1}, "
                "bandwidth {3:f1}, barrier {4:f1}{5})\n",
                num(P.TimeOneRep), num(P.IssueCycles), num(P.LatencyCycles),
                num(P.BandwidthCycles), num(P.BarrierCycles),
                P.StartCycles > 0
                    ? formatv("; of the latency, the blocks' start {0:f1}",
                              num(P.StartCycles))
                          .str()
                    : std::string());
  if (P.partialLastWave())
    OS << formatv("  TimeLastRep: {0:f1} cycles (the last wave, part-full, "
                  "at its own W)\n",
                  num(P.TimeLastRep));
  OS << formatv("  TimeTotal: {0:f0} cycles = {1:f3} us\n", num(P.TimeTotal),
                num(P.TimeUs));
  OS << "  bottleneck: " << bottleneckText(P) << "\n";
  OS << "  throughput: " << speedOfLightText(P) << "\n";
  for (const Hint &H : P.Hints)
    if (H.Kind == Bottleneck::CannotLaunch)
      OS << formatv("  hint {0}: {1}\n", formatLoc(H.Loc), hintText(H));
    else
      OS << formatv("  hint {0}: {1} (predicted gain {2:f0} cycles, {3})\n",
                    formatLoc(H.Loc), hintText(H), num(H.PredictedGain),
                    gainText(H, P));
  if (std::string L = hintsLeftOutText(P, E); !L.empty())
    OS << "  hints: " << L << "\n";
  for (const Assumption &N : P.Notes)
    OS << "  note: " << render(N, E) << "\n";
}

void printLaunch(raw_ostream &OS, const KernelResult &R, EntryPoint E) {
  const KernelDesc &K = R.Kernel;
  OS << "  kernel: " << demangledName(K.Name);
  if (std::string G = restsOnText(R, E); !G.empty())
    OS << "; " << G;
  OS << "\n";
  OS << formatv("  launch: block ({0},{1},{2}) grid ({3},{4},{5}) smem "
                "{6}+{7} bytes\n",
                K.Block.X, K.Block.Y, K.Block.Z, K.Grid.X, K.Grid.Y, K.Grid.Z,
                K.StaticSmemBytes, K.DynamicSmemBytes);
  if (!K.LaunchFrom.empty())
    OS << "  launch: " << K.LaunchFrom << "\n";
  OS << "  gpu chosen by: " << describe(R.GPU, E) << "\n";
  printPrediction(OS, R.Pred, *R.GPU.GPU, E);
  printAccesses(OS, K);
}

void printAccesses(raw_ostream &OS, const KernelDesc &K) {
  // Unrolled copies of one access print once, with their number.
  std::vector<std::pair<std::string, unsigned>> Lines;
  for (const Segment &S : K.Segments)
    for (const KeyInstr &Key : S.Keys) {
      if (Key.K != KeyInstr::Load && Key.K != KeyInstr::Store)
        continue;
      std::string L;
      raw_string_ostream LS(L);
      LS << formatv("{0}: {1:f0} B in {2:f0} {3} (ideal {4:f0} B in {5:f0}), "
                    "{6}",
                    Key.Text, num(Key.Bytes), num(Key.Transactions),
                    Key.BankWays ? "bank passes" : "sectors",
                    num(Key.IdealBytes), num(Key.IdealTransactions),
                    memLevelKey(Key.Level));
      if (Key.BankWays > 1)
        LS << formatv(", {0}-way bank conflict", Key.BankWays);
      if (Key.CampedBytes > 0)
        LS << formatv(", {0} of {1} DRAM partitions", Key.Partitions,
                      Key.PartitionsTotal);
      if (!Key.LevelWhy.empty())
        LS << " (" << Key.LevelWhy.str() << ")";
      if (!Lines.empty() && Lines.back().first == L)
        ++Lines.back().second;
      else if (llvm::none_of(Lines, [&](auto &P) { return P.first == L; }))
        Lines.push_back({L, 1});
      else
        for (auto &P : Lines)
          P.second += P.first == L;
    }
  if (Lines.empty())
    return;
  OS << "  accesses (per warp request):\n";
  for (auto &[L, N] : Lines) {
    OS << "    " << L;
    if (N > 1)
      OS << " [x" << N << "]";
    OS << "\n";
  }
}

json::Value accessesJSON(const KernelDesc &K) {
  json::Array A;
  for (const Segment &S : K.Segments)
    for (const KeyInstr &Key : S.Keys)
      if (Key.K == KeyInstr::Load || Key.K == KeyInstr::Store)
        A.push_back(
            json::Object{{"text", Key.Text},
                         {"load", Key.K == KeyInstr::Load},
                         {"file", Key.Loc.File},
                         {"line", Key.Loc.Line},
                         {"column", Key.Loc.Col},
                         {"bytes", Key.Bytes},
                         {"ideal_bytes", Key.IdealBytes},
                         {"transactions", Key.Transactions},
                         {"ideal_transactions", Key.IdealTransactions},
                         {"bank_ways", Key.BankWays},
                         {"level", memLevelKey(Key.Level)},
                         {"level_why", Key.LevelWhy.str()},
                         {"dram_partitions", Key.Partitions},
                         {"dram_partitions_total", Key.PartitionsTotal}});
  return json::Value(std::move(A));
}

json::Value toJSON(const Prediction &P, const GPUDesc &G, EntryPoint E) {
  json::Array Segs;
  for (const SegmentResult &R : P.Segments) {
    json::Object Instrs;
    for (unsigned C = 0; C < NumInstrClasses; ++C)
      if (R.Instrs[C] != 0)
        Instrs[instrClassKey(static_cast<InstrClass>(C))] = R.Instrs[C];
    Segs.push_back(json::Object{
        {"instrs", std::move(Instrs)},
        {"index", R.Index},
        {"label", R.Label},
        {"cycles", R.total()},
        {"ilp", R.Timing.ILP},
        {"ilp_next", R.Timing.ILPNext},
        {"data_bytes", R.DataSize},
        {"ideal_bytes", R.IdealDataSize},
        {"mem_latency", R.Timing.MemAccLa},
        {"mem_bw_cycles", R.Timing.MemAccBw},
        {"wait_level", R.WaitsOnMemory ? memLevelKey(R.WaitLevel) : "none"},
        {"exposed", R.ExposedLatency},
        {"sync", R.Sync},
        {"count", R.Count},
        {"global_loads", R.GlobalLoads},
        {"shared_loads", R.SharedLoads},
        {"stores", R.Stores},
        {"compute", R.Compute},
        {"bandwidth_bound", R.BandwidthBound},
        {"blocks_overlap", R.BlocksDrift},
        {"file", R.Loc.File},
        {"line", R.Loc.Line}});
  }
  json::Array Hints;
  double Share = P.TimeTotal > 0 ? 100.0 / P.TimeTotal : 0;
  double UsPerCycle = P.TimeTotal > 0 ? P.TimeUs / P.TimeTotal : 0;
  for (const Hint &H : P.Hints)
    Hints.push_back(
        json::Object{{"kind", bottleneckName(H.Kind)},
                     {"fix", hintFixKey(H.Fix)},
                     {"action", hintFixAction(H.Fix)},
                     {"file", H.Loc.File},
                     {"line", H.Loc.Line},
                     {"message", H.Message},
                     {"predicted_gain", H.PredictedGain},
                     {"predicted_gain_percent", H.PredictedGain * Share},
                     {"predicted_gain_us", H.PredictedGain * UsPerCycle},
                     {"capped", H.Capped},
                     {"roof_after", H.RoofAfter}});
  json::Object SOL;
  for (unsigned U = 0; U < NumUnits; ++U)
    SOL[unitKey(Unit(U))] = P.SOL.percentOfPeak(Unit(U), P.TimeTotal);
  SOL["roof_cycles"] = P.SOL.RoofCycles;
  SOL["roof_unit"] = unitKey(P.SOL.RoofUnit);
  SOL["occupancy_percent"] = P.SOL.OccupancyPct;
  SOL["theoretical_occupancy_percent"] = P.SOL.TheoreticalOccupancyPct;
  SOL["waves"] = P.SOL.Waves;
  SOL["active_sms"] = P.SOL.ActiveSMs;
  json::Array Notes;
  for (const Assumption &N : P.Notes)
    Notes.push_back(render(N, E));
  return json::Object{
      {"name", P.Kernel},
      {"gpu", G.Name},
      {"can_launch", P.CanLaunch},
      {"cannot_launch_reason", P.CannotLaunchReason},
      {"aggregation", aggregationName(P.Agg)},
      {"predicted_cycles", P.TimeTotal},
      {"predicted_time_us", P.TimeUs},
      {"lower_bound", P.lowerBoundNote() != nullptr},
      {"time_one_rep", P.TimeOneRep},
      {"rep_num", P.RepNum},
      {"time_last_rep", P.TimeLastRep},
      {"block_launch_cycles", P.LaunchCycles},
      {"one_word_atomics", P.OneWordAtomics},
      {"one_word_atomic_cycles", P.OneWordAtomicCycles},
      {"line_atomics", P.LineAtomics},
      {"line_atomic_cycles", P.LineAtomicCycles},
      {"chain_cycles", P.ChainCycles},
      {"rep_num_paper", P.RepNumPaper},
      {"tlp", P.TLP},
      {"blp", P.BLP},
      {"blp_used", P.BLPUsed},
      {"w", P.W},
      {"blp_limiter", occLimiterName(P.Occ.Limiter)},
      {"regs", P.RegsPerThread},
      {"regs_source", P.RegsSource},
      {"nb", P.NB},
      {"nbb", P.NBB},
      {"issue_cycles", P.IssueCycles},
      {"tensor_cycles", P.TensorCycles},
      {"latency_cycles", P.LatencyCycles},
      {"block_start_cycles", P.StartCycles},
      {"bandwidth_cycles", P.BandwidthCycles},
      {"barrier_cycles", P.BarrierCycles},
      {"bottleneck", P.refused() ? "no prediction" : bottleneckName(P.Main)},
      {"occupancy",
       json::Object{{"threads", P.Occ.ByThreads},
                    {"warps", P.Occ.ByWarps},
                    {"blocks", P.Occ.ByBlocks},
                    {"registers", int64_t(P.Occ.ByRegisters)},
                    {"shared_memory", int64_t(P.Occ.BySharedMemory)}}},
      {"segments", std::move(Segs)},
      {"speed_of_light", std::move(SOL)},
      {"work", json::Object{{"flops", P.Flops},
                            {"tensor_flops", P.TensorFlops},
                            {"dram_bytes", P.DRAMBytes}}},
      {"hints", std::move(Hints)},
      {"hints_left_out", P.HintsLeftOut},
      {"notes", std::move(Notes)}};
}

} // namespace lhf
