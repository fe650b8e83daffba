//===- Sweep.cpp - lhf sweep: the best block shape for a kernel -----------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `lhf sweep` predicts one kernel for each candidate block shape and
/// recommends the fastest that can launch. A shape the kernel's own code
/// rules out is skipped, with the reason: more threads than its
/// __launch_bounds__, or another extent in a dimension whose size the code
/// fixes (it reads threadIdx there but never blockDim, as a tiled kernel
/// with a compile-time tile does).
///
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Progress.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Views/Report.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;

namespace lhf {

namespace {

/// "16x16" for output (\p Sep 'x') or "16,16" as --block takes it.
std::string shape(const Dim3 &B, char Sep = 'x') {
  std::string S = std::to_string(B.X);
  if (B.Y > 1 || B.Z > 1)
    S += Sep + std::to_string(B.Y);
  if (B.Z > 1)
    S += Sep + std::to_string(B.Z);
  return S;
}

/// The values of one dimension: "8..32[:step]", "8,16,32" or "16".
bool parseDimension(StringRef S, bool Doubling, std::vector<uint64_t> &Out,
                    std::string &Why) {
  Why = ("'" + S + "' is not A..B[:step] or a,b,c of positive integers, "
                   "A <= B")
            .str();
  if (S.contains("..")) {
    auto [Range, Step] = S.split(':');
    auto [Lo, Hi] = Range.split("..");
    uint64_t A, B, St = 32;
    if (Lo.getAsInteger(10, A) || Hi.getAsInteger(10, B) || !A || A > B ||
        (!Step.empty() && (Step.getAsInteger(10, St) || !St)))
      return false;
    bool Double = Doubling && Step.empty();
    if (!Double && (B - A) / St >= MaxSweepCandidates) {
      Why = formatv("'{0}' has more than {1} values", S, MaxSweepCandidates);
      return false;
    }
    for (uint64_t V = A;;) {
      Out.push_back(V);
      if (Double ? V > B / 2 : B - V < St)
        break;
      V = Double ? V * 2 : V + St;
    }
    return true;
  }
  SmallVector<StringRef, 8> Parts;
  S.split(Parts, ',');
  for (StringRef P : Parts) {
    uint64_t V;
    if (P.getAsInteger(10, V) || !V)
      return false;
    Out.push_back(V);
  }
  return !Out.empty();
}

/// The dimensions whose extent the kernel's code fixes: it reads
/// threadIdx there but never blockDim; and its __launch_bounds__.
struct CodeLimits {
  bool Fixed[3] = {false, false, false};
  std::optional<uint64_t> MaxThreads;
};

std::optional<CodeLimits> codeLimits(StringRef IRFile, StringRef Kernel) {
  LLVMContext Ctx;
  SMDiagnostic Diag;
  std::unique_ptr<Module> M;
  std::string Why; // the prediction that follows says it
  if (!runGuarded([&] { M = parseIRFile(IRFile, Diag, Ctx); }, Why) || !M)
    return std::nullopt;
  const Function *K = nullptr;
  for (const Function &F : *M)
    if (selected(F, Kernel))
      K = K ? nullptr : &F; // exactly one
  if (!K)
    return std::nullopt;
  bool ReadsTid[3] = {}, ReadsNtid[3] = {};
  // The kernel and what it calls (non-inlined device functions).
  SmallVector<const Function *, 8> Work = {K};
  SmallPtrSet<const Function *, 8> Seen = {K};
  while (!Work.empty()) {
    const Function *F = Work.pop_back_val();
    for (const Instruction &I : instructions(*F)) {
      const auto *C = dyn_cast<CallBase>(&I);
      const Function *Callee = C ? C->getCalledFunction() : nullptr;
      if (!Callee)
        continue;
      StringRef N = Callee->getName();
      for (unsigned D = 0; D < 3; ++D) {
        std::string Suffix = std::string(".") + "xyz"[D];
        if (N == "llvm.nvvm.read.ptx.sreg.tid" + Suffix)
          ReadsTid[D] = true;
        if (N == "llvm.nvvm.read.ptx.sreg.ntid" + Suffix)
          ReadsNtid[D] = true;
      }
      if (!Callee->isDeclaration() && Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  CodeLimits L;
  for (unsigned D = 0; D < 3; ++D)
    L.Fixed[D] = ReadsTid[D] && !ReadsNtid[D];
  for (StringRef Attr : {"nvvm.reqntid", "nvvm.maxntid"})
    if (K->hasFnAttribute(Attr)) {
      uint64_t T = 1;
      for (StringRef P : split(K->getFnAttribute(Attr).getValueAsString(), ','))
        if (uint64_t V; !P.trim().getAsInteger(10, V))
          T *= V;
      L.MaxThreads = T;
      break;
    }
  return L;
}

} // namespace

bool parseBlockSpec(StringRef S, std::vector<Dim3> &Out, std::string &Why) {
  SmallVector<StringRef, 3> Dims;
  S.split(Dims, 'x');
  if (Dims.size() > 3) {
    Why = "at most three dimensions (XxYxZ)";
    return false;
  }
  std::vector<uint64_t> Values[3] = {{1}, {1}, {1}};
  uint64_t Count = 1;
  for (size_t D = 0; D < Dims.size(); ++D) {
    Values[D].clear();
    if (!parseDimension(Dims[D], Dims.size() > 1, Values[D], Why))
      return false;
    Count *= Values[D].size();
    if (Count > MaxSweepCandidates) {
      Why = formatv("more than {0} block shapes", MaxSweepCandidates).str();
      return false;
    }
  }
  for (uint64_t Z : Values[2])
    for (uint64_t Y : Values[1])
      for (uint64_t X : Values[0])
        Out.push_back({X, Y, Z});
  return true;
}

int runSweep(const DriverOptions &O) {
  struct Row {
    Dim3 Block;
    KernelReport R;
  };
  std::vector<Row> Rows;
  auto [GridName, GridValue] = StringRef(O.GridFor).split('=');
  uint64_t Total = 0;
  if (!O.GridFor.empty() && GridValue.getAsInteger(0, Total)) {
    errs() << "lhf: error: invalid --grid-for '" << O.GridFor
           << "': expected <param>=<elements>\n";
    return ExitUsage;
  }
  // Compile CUDA once; every candidate analyses the same device IR.
  DriverOptions Base = O;
  SmallString<128> Tmp, TmpLaunches;
  scope_exit Cleanup([&] {
    for (StringRef T : {StringRef(Tmp), StringRef(TmpLaunches)})
      if (!T.empty())
        sys::fs::remove(T);
  });
  if (sys::path::extension(O.Input) == ".cu") {
    std::vector<std::string> Notes;
    if (Error E =
            compileInput(O, archFor(O, Notes), Tmp, TmpLaunches, Notes)) {
      errs() << "lhf: error: " << toString(std::move(E)) << "\n";
      return ExitInput;
    }
    Base.Input = Tmp.str().str();
    Base.HostLaunches = TmpLaunches.str().str();
  }

  // What the kernel's code allows, and the launch the host code makes.
  std::optional<CodeLimits> Limits;
  std::optional<Dim3> Launched, LaunchedGrid;
  bool Fixed = false;
  if (sys::path::extension(Base.Input) != ".mir") {
    Limits = codeLimits(Base.Input, O.Kernel);
    Fixed = Limits && llvm::any_of(Limits->Fixed, [](bool B) { return B; });
  }
  if (Fixed || (!Total && O.Grid.empty())) {
    DriverOptions Probe = Base;
    Probe.Block.clear();
    Expected<std::vector<KernelReport>> R = analyse(Probe);
    if (R && R->size() == 1 && R->front().Error.empty()) {
      const KernelResult &K = R->front().Result;
      Launched = K.Kernel.Block;
      // A grid the host code computed (not the default wave).
      if (StringRef(K.Kernel.LaunchFrom).starts_with("block and grid from"))
        LaunchedGrid = K.Kernel.Grid;
    } else if (!R) {
      consumeError(R.takeError());
    }
  }
  // Without --grid or --grid-for, each block covers the host launch's
  // threads: a larger block, a smaller grid, the same work.
  std::string GridRule;
  if (LaunchedGrid && Launched && !Total && O.Grid.empty())
    GridRule =
        formatv("the grid covers the host launch's {0} x {1} x {2} "
                "threads for each block (--grid or --grid-for to "
                "choose)",
                LaunchedGrid->X * Launched->X, LaunchedGrid->Y * Launched->Y,
                LaunchedGrid->Z * Launched->Z)
            .str();
  auto skipReason = [&](const Dim3 &B) -> std::string {
    if (!Limits)
      return "";
    if (Limits->MaxThreads && B.total() > *Limits->MaxThreads)
      return formatv("more threads than the kernel's __launch_bounds__ ({0})",
                     *Limits->MaxThreads);
    uint64_t Ext[3] = {B.X, B.Y, B.Z};
    uint64_t Want[3] = {Launched ? Launched->X : 0, Launched ? Launched->Y : 0,
                        Launched ? Launched->Z : 0};
    for (unsigned D = 0; D < 3; ++D)
      if (Limits->Fixed[D] && Launched && Ext[D] != Want[D])
        return formatv("the code fixes blockDim.{0} (it reads threadIdx.{0}, "
                       "never blockDim.{0}); it is launched with {1}",
                       "xyz"[D], Want[D]);
    return "";
  };

  std::vector<std::pair<Dim3, std::string>> Skipped;
  for (size_t I = 0; I < O.Blocks.size(); ++I) {
    const Dim3 &B = O.Blocks[I];
    progressContext(
        formatv("block {0} ({1} of {2})", shape(B), I + 1, O.Blocks.size()));
    if (std::string Why = skipReason(B); !Why.empty()) {
      Skipped.push_back({B, Why});
      continue;
    }
    DriverOptions C = Base;
    C.Block = formatv("{0},{1},{2}", B.X, B.Y, B.Z).str();
    if (!GridRule.empty()) {
      auto Cover = [](uint64_t G, uint64_t L, uint64_t Blk) {
        return std::max<uint64_t>(1, (G * L + Blk - 1) / Blk);
      };
      C.Grid = formatv("{0},{1},{2}", Cover(LaunchedGrid->X, Launched->X, B.X),
                       Cover(LaunchedGrid->Y, Launched->Y, B.Y),
                       Cover(LaunchedGrid->Z, Launched->Z, B.Z))
                   .str();
    }
    if (Total) {
      uint64_t T = B.total();
      C.Grid = std::to_string(std::max<uint64_t>(1, (Total + T - 1) / T));
      bool Bound = llvm::any_of(O.Args, [&](const std::string &A) {
        return StringRef(A).split('=').first == GridName;
      });
      if (!Bound)
        C.Args.push_back(O.GridFor);
    }
    Expected<std::vector<KernelReport>> R = analyse(C);
    if (!R) {
      errs() << "lhf: error: " << toString(R.takeError()) << "\n";
      return ExitInput;
    }
    if (R->size() != 1) {
      // One kernel the host code launches several times (a loop's passes,
      // several call sites): which launch to sweep is the user's choice.
      bool OneKernel = !R->empty() && llvm::all_of(*R, [&](const auto &K) {
        return K.Kernel == R->front().Kernel;
      });
      if (OneKernel)
        errs() << "lhf: error: sweep needs one launch, and the host code "
                  "launches this kernel "
               << R->size()
               << " times; pass --grid, --grid-for name=elements or "
                  "--launch\n";
      else
        errs() << "lhf: error: sweep needs exactly one kernel; pass "
                  "--kernel\n";
      return ExitUsage;
    }
    if (!R->front().Error.empty())
      return report(*R, OutputFormat::Text);
    Rows.push_back({B, std::move(R->front())});
  }
  progressDone();

  const Row *Best = nullptr;
  for (const Row &Rw : Rows)
    if (Rw.R.Result.Pred.CanLaunch &&
        (!Best || Rw.R.Result.Pred.TimeTotal < Best->R.Result.Pred.TimeTotal))
      Best = &Rw;
  if (O.JSON) {
    json::Array A;
    for (const Row &Rw : Rows)
      A.push_back(reportJSON(Rw.R));
    json::Object Doc = jsonDocument(std::move(A));
    if (Best)
      Doc["recommended_block"] =
          json::Array{Best->Block.X, Best->Block.Y, Best->Block.Z};
    json::Array S;
    for (const auto &[B, Why] : Skipped)
      S.push_back(json::Object{{"block", json::Array{B.X, B.Y, B.Z}},
                               {"reason", Why}});
    Doc["skipped"] = std::move(S);
    printJSON(outs(), std::move(Doc));
    return Best ? ExitOK : ExitInput;
  }
  if (O.CSV) {
    outs() << CSVHeader << ",recommended\n";
    for (const Row &Rw : Rows)
      outs() << csvRow(Rw.R) << "," << (&Rw == Best ? 1 : 0) << "\n";
    return Best ? ExitOK : ExitInput;
  }
  if (!Rows.empty()) {
    const KernelResult &K = Rows.front().R.Result;
    outs() << demangledName(Rows.front().R.Kernel) << " on " << K.GPU.GPU->Name
           << "\n";
  }
  if (!GridRule.empty())
    outs() << GridRule << "\n";
  outs() << "block      grid              predicted cycles     time us  BLP  "
            "W   limiter        bottleneck\n";
  for (const Row &Rw : Rows) {
    const Prediction &P = Rw.R.Result.Pred;
    if (!P.CanLaunch) {
      outs() << formatv("{0,-9}  {1}\n", shape(Rw.Block), noTimeText(P));
      continue;
    }
    outs() << formatv("{0,-9}  {1,-16}  {2,16:f0}  {3,10:f2}  {4,3}  {5,-3} "
                      "{6,-14} {7}{8}\n",
                      shape(Rw.Block), shape(Rw.R.Result.Kernel.Grid),
                      num(P.TimeTotal), num(P.TimeUs), P.BLPUsed, P.W,
                      occLimiterName(P.Occ.Limiter), bottleneckName(P.Main),
                      &Rw == Best ? "  <- best" : "");
  }
  // The reasons once each, with the shapes they rule out.
  std::vector<std::pair<std::string, std::string>> ByReason;
  for (const auto &[B, Why] : Skipped) {
    auto It = llvm::find_if(ByReason, [&](auto &P) { return P.first == Why; });
    if (It == ByReason.end())
      ByReason.push_back({Why, shape(B)});
    else
      It->second += " " + shape(B);
  }
  for (const auto &[Why, Shapes] : ByReason)
    outs() << "skipped " << Shapes << ": " << Why << "\n";
  if (!Best) {
    outs() << "no candidate block shape can launch\n";
    return ExitInput;
  }
  std::string Ties;
  for (const Row &Rw : Rows)
    if (&Rw != Best && Rw.R.Result.Pred.CanLaunch &&
        Rw.R.Result.Pred.TimeTotal <= Best->R.Result.Pred.TimeTotal * 1.001)
      Ties += " " + shape(Rw.Block);
  const Prediction &P = Best->R.Result.Pred;
  double Exposed = P.LatencyCycles + P.BandwidthCycles + P.BarrierCycles;
  outs() << formatv("recommended: --block {0}: {1} warps per SM (occupancy "
                    "limited by {2}), exposed memory time {3:f0}% of "
                    "TimeOneRep, bottleneck {4}\n",
                    shape(Best->Block, ','), P.W, occLimiterName(P.Occ.Limiter),
                    num(P.TimeOneRep > 0 ? 100 * Exposed / P.TimeOneRep : 0),
                    bottleneckName(P.Main));
  if (!Ties.empty())
    outs() << "equally good (within 0.1%):" << Ties << "\n";
  return ExitOK;
}

} // namespace lhf
