//===- Output.cpp - The driver's text, JSON and CSV output ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How `lhf predict` and `lhf sweep` print a kernel's prediction: the text
/// summary, the JSON of docs/json-schema.md, and CSV rows.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Session/Spelling.h"
#include "lhf/Views/Report.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <set>

using namespace llvm;

namespace lhf {

json::Value reportJSON(const KernelReport &R) {
  const KernelResult &Res = R.Result;
  const GPUDesc &G = *Res.GPU.GPU;
  json::Object O =
      std::move(*toJSON(Res.Pred, G, EntryPoint::Driver).getAsObject());
  const KernelDesc &K = Res.Kernel;
  // The kernel as a user writes it, and as the object file names it.
  O["name"] = demangledName(K.Name);
  O["demangled"] = demangledName(K.Name);
  O["mangled"] = K.Name;
  O["level"] = R.Level;
  O["gpu_choice"] = describe(Res.GPU, EntryPoint::Driver);
  if (!K.LaunchFrom.empty())
    O["launch_from"] = K.LaunchFrom;
  O["block"] = json::Array{K.Block.X, K.Block.Y, K.Block.Z};
  O["grid"] = json::Array{K.Grid.X, K.Grid.Y, K.Grid.Z};
  O["static_smem"] = K.StaticSmemBytes;
  O["accesses"] = accessesJSON(K);
  O["dynamic_smem"] = K.DynamicSmemBytes;
  // What the number rests on: empty when nothing was guessed.
  json::Array Guesses;
  for (const Guess &Gs : restsOn(Res)) {
    json::Array Bind;
    for (const InputRef &I : Gs.BoundBy)
      Bind.push_back(spell(I, EntryPoint::Driver));
    json::Object GO{{"what", Gs.What}, {"bind", std::move(Bind)}};
    if (Gs.Kind == AssumptionKind::TripCount && Res.AtMoreTrips)
      GO["at_more_trips"] = json::Object{
          {"trip", Res.AtMoreTrips->Trip},
          {"predicted_time_us", Res.AtMoreTrips->CanLaunch
                                    ? json::Value(Res.AtMoreTrips->TimeUs)
                                    : json::Value(nullptr)}};
    Guesses.push_back(std::move(GO));
  }
  O["exact"] = Guesses.empty();
  O["rests_on"] = std::move(Guesses);
  double FP32PerClk = G.instr(InstrClass::FP32).Throughput > 0
                          ? G.WarpSize / G.instr(InstrClass::FP32).Throughput
                          : 0;
  double TensorPeak = 0;
  for (unsigned T = 0; T < NumTensorTypes; ++T)
    if (any_of(Res.Kernel.Segments,
               [&](const Segment &S) { return S.TensorFlops[T] > 0; }))
      TensorPeak = std::max(TensorPeak, G.TensorFlopsPerClkSM[T]);
  O["gpu_info"] = json::Object{
      {"name", G.Name},
      {"full_name", G.FullName},
      {"compute_capability", formatv("{0}.{1}", G.CCMajor, G.CCMinor).str()},
      {"sm_count", G.SMCount},
      {"clock_mhz", G.ClockMHz},
      // Peak in FP32 lanes per second (FMA counted as 2 flops).
      {"peak_gflops", 2.0 * FP32PerClk * G.SMCount * G.ClockMHz / 1000.0},
      {"bandwidth_gbs", G.mem(MemLevel::Global).BytesPerClkPerSM * G.SMCount *
                            G.ClockMHz / 1000.0},
      // The matrix pipe's dense peak for the operand types the kernel
      // uses (the fastest of them), 0 when it uses none.
      {"tensor_peak_gflops", TensorPeak * G.SMCount * G.ClockMHz / 1000.0}};
  return json::Value(std::move(O));
}

/// What a time that is only a lower bound says beside it ("" otherwise).
static std::string lowerBoundText(const Prediction &P) {
  const Assumption *A = P.lowerBoundNote();
  if (!A)
    return "";
  if (!A->Loc.valid())
    return ", at least (a note below leaves time out)";
  return formatv(", at least (the note at line {0} leaves time out)",
                 A->Loc.Line)
      .str();
}

static void printHuman(raw_ostream &OS, const KernelReport &R, bool Verbose,
                       StringRef SameAt) {
  const KernelResult &Res = R.Result;
  const Prediction &P = Res.Pred;
  const KernelDesc &K = Res.Kernel;
  OS << demangledName(K.Name) << " on " << Res.GPU.GPU->Name << " [" << R.Level
     << "]";
  // The first line says when the number rests on a guess.
  if (std::string G = restsOnText(Res, EntryPoint::Driver); !G.empty())
    OS << ": " << G;
  OS << "\n";
  if (!Res.GPU.Given) // never guessed silently
    OS << "  gpu         " << describe(Res.GPU, EntryPoint::Driver) << "\n";
  OS << formatv("  launch      block ({0},{1},{2}) grid ({3},{4},{5})\n",
                K.Block.X, K.Block.Y, K.Block.Z, K.Grid.X, K.Grid.Y, K.Grid.Z);
  if (!K.LaunchFrom.empty())
    OS << "              " << K.LaunchFrom
       << (SameAt.empty() ? "" : " (the same launch at " + SameAt + ")")
       << "\n";
  if (!P.CanLaunch) {
    OS << "  " << noTimeText(P) << "\n";
  } else {
    // In the user's words first; the paper's quantities with -v.
    OS << formatv("  predicted   {0:f0} cycles = {1:f2} us at {2:f0} MHz{3}\n",
                  num(P.TimeTotal), num(P.TimeUs), num(Res.GPU.GPU->ClockMHz),
                  lowerBoundText(P));
    // A grid short of a wave limits the SM before its resources do.
    std::string Limiter =
        P.BLPUsed < P.BLP
            ? formatv("the grid ({0} blocks for {1} SMs; {2} would allow {3} "
                      "blocks, {4:f0}%)",
                      P.NB, Res.GPU.GPU->SMCount, occLimiterName(P.Occ.Limiter),
                      P.BLP, num(P.SOL.TheoreticalOccupancyPct))
                  .str()
            : std::string(occLimiterName(P.Occ.Limiter));
    OS << formatv("  occupancy   {0} warps per SM ({1:f0}%): {2} block(s) of "
                  "{3} warps, limited by {4}; {5} registers ({6}) per "
                  "thread\n",
                  P.W, num(P.SOL.OccupancyPct), P.BLPUsed, P.TLP, Limiter,
                  P.RegsPerThread, P.RegsSource);
    OS << "  bottleneck  " << bottleneckText(P) << "\n";
    OS << "  throughput  " << speedOfLightText(P) << "\n";
    if (Verbose)
      OS << formatv(
          "  model       TimeOneRep {0:f0} x RepNum {1:f2}{10} cycles; "
          "TLP {2} x BLP {3} = W {4}; NBB {5:f0}; per rep: issue "
          "{6:f0}, latency {7:f0}{11}, bandwidth {8:f0}, barrier {9:f0} "
          "cycles\n",
          num(P.TimeOneRep), num(P.RepNum), P.TLP, P.BLPUsed, P.W, num(P.NBB),
          num(P.IssueCycles), num(P.LatencyCycles), num(P.BandwidthCycles),
          num(P.BarrierCycles),
          P.partialLastWave() ? formatv(" (the last, part-full wave {0:f0})",
                                        num(P.TimeLastRep))
                                    .str()
                              : std::string(),
          P.StartCycles > 0
              ? formatv(" (of it the blocks' start {0:f0})", num(P.StartCycles))
                    .str()
              : std::string());
    if (Verbose && P.LaunchCycles > 0)
      OS << formatv("  launches    {0} blocks, {1:f0} cycles to start them "
                    "(the GPU file's block_launch){2}\n",
                    P.NB, num(P.LaunchCycles),
                    P.launchBound()
                        ? ": longer than their work, so the time"
                        : "");
    // The grid's atomic queues, and whether one is the time.
    auto Queue = [&](double Atomics, StringRef On, double Cycles,
                     StringRef Where, bool Time) {
      if (Verbose && Atomics > 0)
        OS << formatv("  atomics     {0:f0} warp atomics of the grid on {1}, "
                      "{2:f0} cycles queued at {3}{4}\n",
                      num(Atomics), On, num(Cycles), Where,
                      P.atomicBound() && Time
                          ? ": longer than the rest, so the time"
                          : "");
    };
    bool LineQueue = P.LineAtomicCycles > P.OneWordAtomicCycles;
    Queue(P.OneWordAtomics, "one word", P.OneWordAtomicCycles,
          "one L2 slice (the GPU file's atomic_one_word figures)", !LineQueue);
    Queue(P.LineAtomics, "a few lines", P.LineAtomicCycles,
          "the busiest line's L2 slice (the GPU file's atomic_one_word "
          "figures per update; at least)",
          LineQueue);
    if (Verbose && P.ChainCycles > 0)
      OS << formatv("  chain       {0} hand-offs from block to block, {1:f0} "
                    "cycles at least (the GPU file's L2 latency){2}\n",
                    P.NB - 1, num(P.ChainCycles),
                    P.chainBound() ? ": longer than the rest, so the time"
                                   : "");
    std::vector<const SegmentResult *> Top;
    for (const SegmentResult &S : P.Segments)
      Top.push_back(&S);
    llvm::sort(Top, [](auto *A, auto *B) { return A->total() > B->total(); });
    size_t Shown = Verbose ? Top.size() : std::min<size_t>(3, Top.size());
    OS << formatv("  segments    {0} of {1}, slowest first (cycles per wave; "
                  "issue, bytes, exposed: per warp and run):\n",
                  Shown == Top.size() ? "all" : "the 3 slowest", Top.size());
    OS << "              seg      cycles      runs   issue   bytes   exposed  "
          "line\n";
    for (size_t I = 0; I < Shown; ++I) {
      const SegmentResult &S = *Top[I];
      OS << formatv("              #{0,-4} {1,10:f0} {2,9:f0} {3,7:f1} "
                    "{4,7:f0} {5,9:f1}  {6}{7}",
                    S.Index, num(S.total()), num(S.Count), num(S.Timing.ILP),
                    num(S.DataSize), num(S.ExposedLatency), formatLoc(S.Loc),
                    S.Sync ? " (ends at a barrier)" : "")
         << (S.BlocksDrift ? " (in a loop bound by L2/DRAM bandwidth: the "
                             "blocks overlap)"
                           : "")
         << "\n";
    }
  }
  for (const Hint &H : P.Hints) {
    if (H.Kind == Bottleneck::CannotLaunch) // said above, with no gain
      continue;
    StringRef Action = hintFixAction(H.Fix);
    if (Action.empty()) {
      OS << formatv("  hint        {0}: {1} (gain {2})\n", formatLoc(H.Loc),
                    hintText(H), gainText(H, P));
      continue;
    }
    // What to change and its gain first, in one short line; the figures
    // behind it on the next (one line, for grep and the terminal to wrap).
    OS << formatv("  hint        {0}: {1}: {2} (gain {3})\n", formatLoc(H.Loc),
                  hintFixName(H.Fix), Action, gainText(H, P));
    OS << "              " << H.Message << "\n";
  }
  if (std::string L = hintsLeftOutText(P, EntryPoint::Driver); !L.empty())
    OS << "  hints       " << L << "\n";
  for (const Assumption &N : P.Notes)
    OS << "  note        " << render(N, EntryPoint::Driver) << "\n";
}

/// The JSON document around \p Kernels (docs/json-schema.md section 1).
/// \p V with the numbers within 12 significant digits of a whole number
/// made that number (llvm::json prints 17 digits: 1489.9999999999998).
static void roundNumbers(json::Value &V) {
  if (json::Object *O = V.getAsObject()) {
    for (auto &KV : *O)
      roundNumbers(KV.second);
  } else if (json::Array *A = V.getAsArray()) {
    for (json::Value &E : *A)
      roundNumbers(E);
  } else if (V.kind() == json::Value::Number && !V.getAsInteger()) {
    double D = *V.getAsNumber();
    if (std::isfinite(D) && D != 0) {
      double Scale = std::pow(10.0, 11 - std::floor(std::log10(std::fabs(D))));
      double R = std::isfinite(D * Scale) ? std::round(D * Scale) / Scale : D;
      if (R != D && R == std::round(R) && std::fabs(R) < 9e15)
        V = int64_t(R);
    }
  }
}

void printJSON(raw_ostream &OS, json::Value Doc) {
  roundNumbers(Doc);
  OS << formatv("{0:2}", Doc) << "\n";
}

json::Object jsonDocument(json::Array Kernels) {
  return json::Object{{"schema_version", JSONSchemaVersion},
                      {"lhf_version", LHFVersion},
                      {"kernels", std::move(Kernels)}};
}

/// A CSV field, quoted when it must be (RFC 4180).
std::string csvField(StringRef S) {
  if (S.find_first_of(",\"\n") == StringRef::npos)
    return S.str();
  std::string Q = "\"";
  for (char C : S)
    Q += C == '"' ? std::string("\"\"") : std::string(1, C);
  return Q + "\"";
}

const char CSVHeader[] =
    "name,mangled,level,gpu,block_x,block_y,block_z,grid_x,grid_y,grid_z,"
    "can_launch,predicted_cycles,predicted_time_us,bottleneck,tlp,blp_used,w,"
    "regs";

std::string csvRow(const KernelReport &R) {
  const KernelDesc &K = R.Result.Kernel;
  const Prediction &P = R.Result.Pred;
  return formatv("{0},{1},{2},{3},{4},{5},{6},{7},{8},{9},{10},{11:f0},{12:f3},"
                 "{13},{14},{15},{16},{17}",
                 csvField(demangledName(K.Name)), csvField(K.Name), R.Level,
                 R.Result.GPU.GPU->Name, K.Block.X, K.Block.Y, K.Block.Z,
                 K.Grid.X, K.Grid.Y, K.Grid.Z, P.CanLaunch ? 1 : 0,
                 num(P.TimeTotal), num(P.TimeUs),
                 csvField(bottleneckName(P.Main)), P.TLP, P.BLPUsed, P.W,
                 P.RegsPerThread)
      .str();
}

/// The host code's line a launch came from ("file.cu:12"), with the pass
/// of the loop or the level of the recursion that made it ("file.cu:12,
/// pass 2"), or "".
static std::string launchSite(const KernelReport &R) {
  StringRef From = R.Result.Kernel.LaunchFrom;
  size_t At = From.find(" at ");
  if (At == StringRef::npos)
    return "";
  std::string Site = From.drop_front(At + 4).split(": ").first.str();
  for (StringRef Unit : {StringRef("pass"), StringRef("level")}) {
    std::string Key = ("(host code, " + Unit + " ").str();
    size_t P = From.find(Key);
    if (P == StringRef::npos)
      continue;
    StringRef Number = From.drop_front(P + Key.size()).take_while(isDigit);
    if (!Number.empty())
      return Site + ", " + Unit.str() + " " + Number.str();
  }
  return Site;
}

/// Where a launch came from, in a word: the host code's line, or a guess.
static std::string launchSource(const KernelReport &R) {
  if (R.NotLaunched)
    return "not launched";
  if (!R.Error.empty())
    return "no launch";
  std::string Where = launchSite(R);
  bool Guessed = !restsOnText(R.Result, EntryPoint::Driver).empty();
  if (Where.empty())
    return Guessed ? "options, guesses" : "options";
  return Where + (Guessed ? ", guesses" : "");
}

/// A file with several kernels starts with one line per kernel and launch:
/// what was predicted from where, before the details.
static void printSummary(raw_ostream &OS,
                         const std::vector<KernelReport> &Reports,
                         const std::vector<bool> &Repeats) {
  std::set<std::string> Listed;
  unsigned N = 0;
  for (size_t I = 0; I < Reports.size(); ++I)
    N += Reports[I].NotLaunched ? Listed.insert(Reports[I].Kernel).second
                                : !Repeats[I];
  if (N < 3)
    return;
  Listed.clear();
  OS << formatv("{0} kernel launch(es):\n", N);
  OS << formatv("  {0,-40} {1,-22} {2,13}  {3,-18} {4}\n", "kernel",
                "block / grid", "time us", "bottleneck", "launch from");
  for (size_t I = 0; I < Reports.size(); ++I) {
    const KernelReport &R = Reports[I];
    if ((R.NotLaunched && !Listed.insert(R.Kernel).second) || Repeats[I])
      continue;
    std::string Name = instanceName(demangledName(R.Kernel));
    StringRef Short = Name;
    std::string Cut =
        Short.size() > 40 ? (Short.take_front(37) + "...").str() : Short.str();
    if (!R.Error.empty() || R.NotLaunched) {
      OS << formatv("  {0,-40} {1,-22} {2,12}  {3,-18} {4}\n", Cut, "-", "-",
                    "-", launchSource(R));
      continue;
    }
    const KernelDesc &K = R.Result.Kernel;
    const Prediction &P = R.Result.Pred;
    std::string Launch =
        formatv("{0}x{1}x{2} / {3}x{4}x{5}", K.Block.X, K.Block.Y, K.Block.Z,
                K.Grid.X, K.Grid.Y, K.Grid.Z)
            .str();
    OS << formatv("  {0,-40} {1,-22} {2,13}  {3,-18} {4}\n", Cut, Launch,
                  P.CanLaunch
                      ? formatv("{0}{1:f2}", P.lowerBoundNote() ? ">=" : "",
                                num(P.TimeUs))
                            .str()
                      : noTimeText(P).substr(0, 13),
                  P.CanLaunch ? bottleneckName(P.Main) : "-", launchSource(R));
  }
  OS << "\n";
}

/// Whether \p A and \p B, launches of one kernel, say the same: a
/// benchmark's warm-up launch and its timed ones, or one launch per value
/// of an array the launch does not read.
static bool sameReport(const KernelReport &A, const KernelReport &B) {
  const KernelResult &X = A.Result, &Y = B.Result;
  auto Texts = [](const Prediction &P) {
    std::vector<std::string> T;
    for (const Assumption &N : P.Notes)
      T.push_back(N.Text);
    for (const Hint &H : P.Hints)
      T.push_back(H.Message);
    return T;
  };
  return A.Kernel == B.Kernel && A.Level == B.Level && X.GPU.GPU == Y.GPU.GPU &&
         X.Launch.Launch == Y.Launch.Launch &&
         X.Pred.TimeTotal == Y.Pred.TimeTotal &&
         X.Pred.CanLaunch == Y.Pred.CanLaunch && Texts(X.Pred) == Texts(Y.Pred);
}

/// Prints results; an analysis error for a kernel is one line and exit 1,
/// and so is a launch the GPU cannot run (printed, and bad input).
int report(const std::vector<KernelReport> &Reports, OutputFormat Format,
           bool Verbose) {
  int RC = ExitOK;
  json::Array Kernels;
  if (Format == OutputFormat::CSV)
    outs() << CSVHeader << "\n";
  // The text says a repeated launch once, with the other sites' lines
  // (JSON and CSV keep one entry per launch: tools count them).
  std::vector<bool> Repeats(Reports.size());
  std::vector<std::string> SameAt(Reports.size());
  if (Format == OutputFormat::Text) {
    for (size_t I = 0; I < Reports.size(); ++I) {
      const KernelReport &R = Reports[I];
      if (R.NotLaunched || !R.Error.empty())
        continue;
      for (size_t J = 0; J < I && !Repeats[I]; ++J)
        if (!Repeats[J] && Reports[J].Error.empty() &&
            !Reports[J].NotLaunched && sameReport(Reports[J], R)) {
          Repeats[I] = true;
          std::string Site = launchSite(R);
          if (!Site.empty() && Site != launchSite(Reports[J]) &&
              !StringRef(SameAt[J]).contains(Site))
            SameAt[J] += (SameAt[J].empty() ? "" : ", ") + Site;
        }
    }
    printSummary(outs(), Reports, Repeats);
  }
  std::set<std::string> Said; // once, not once per launch site
  json::Array NotLaunched, Errors;
  for (size_t I = 0; I < Reports.size(); ++I) {
    const KernelReport &R = Reports[I];
    if (Repeats[I])
      continue;
    if (R.NotLaunched) {
      std::string Name = demangledName(R.Kernel);
      if (Said.insert(Name).second) {
        errs() << "lhf: note: kernel '" << Name
               << (R.Library
                       ? "' is the CUDA toolkit's (CUB, Thrust), launched by "
                         "the library's own code"
                       : "' is not launched by the host code lhf read")
               << ": not predicted (--kernel with --block and --grid "
                  "predicts it)\n";
        NotLaunched.push_back(Name);
      }
      continue;
    }
    if (!R.Error.empty()) {
      std::string Line =
          "lhf: error: kernel '" + demangledName(R.Kernel) + "': " + R.Error;
      if (Said.insert(Line).second) {
        errs() << Line << "\n";
        Errors.push_back(json::Object{{"kernel", demangledName(R.Kernel)},
                                      {"message", R.Error}});
      }
      RC = ExitInput;
      continue;
    }
    if (!R.Result.Pred.CanLaunch)
      RC = ExitInput;
    if (Format == OutputFormat::JSON)
      Kernels.push_back(reportJSON(R));
    else if (Format == OutputFormat::CSV)
      outs() << csvRow(R) << "\n";
    else
      printHuman(outs(), R, Verbose, SameAt[I]);
  }
  if (Format == OutputFormat::JSON) {
    json::Object Doc = jsonDocument(std::move(Kernels));
    Doc["not_launched"] = std::move(NotLaunched);
    Doc["errors"] = std::move(Errors);
    printJSON(outs(), std::move(Doc));
  }
  return RC;
}

OutputFormat formatOf(const DriverOptions &O) {
  return O.JSON  ? OutputFormat::JSON
         : O.CSV ? OutputFormat::CSV
                 : OutputFormat::Text;
}

} // namespace lhf
