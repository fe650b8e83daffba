//===- Evaluate.cpp - A built launch evaluated, and what it rests on ------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/Evaluate.h"

#include "lhf/Model/Format.h"
#include "lhf/Model/StandIn.h"
#include "lhf/Session/Spelling.h"
#include "lhf/Sim/Simulator.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace lhf {

namespace {

/// Whether the front end assumed a trip count the default trip sets.
bool assumedATrip(const KernelDesc &K) {
  return any_of(K.Assumptions, [](const Assumption &A) {
    return A.Kind == AssumptionKind::TripCount &&
           is_contained(A.BoundBy, InputRef{Input::DefaultTrip, ""});
  });
}

void applyLaunch(KernelDesc &K, const ResolvedLaunch &L) {
  K.Block = L.Launch.Block;
  K.Grid = L.Launch.Grid;
  K.StaticSmemBytes = L.StaticSmem;
  K.DynamicSmemBytes = L.DynamicSmem;
  K.LaunchFrom = L.From;
  K.Assumptions.insert(K.Assumptions.begin(), L.Assumptions.begin(),
                       L.Assumptions.end());
  if (L.Regs) {
    K.RegsPerThread = *L.Regs;
    K.RegsSource = L.RegsSource;
    K.RegsEstimated = L.RegsEstimated;
    if (L.RegsEstimated)
      K.Assumptions.push_back(
          {formatv("registers per thread estimated at {0} from register "
                   "pressure in the machine code (ptxas may allocate "
                   "another number)",
                   *L.Regs),
           L.Loc,
           AssumptionKind::Registers,
           {{Input::Registers, ""}}});
    return;
  }
  K.RegsPerThread = 0;
  K.RegsSource = "unknown, register limit not applied";
  K.RegsEstimated = false;
  K.Assumptions.push_back({"registers per thread unknown: the register "
                           "limit on occupancy is not applied",
                           L.Loc,
                           AssumptionKind::Registers,
                           {{Input::Registers, ""}}});
}

} // namespace

BuiltLaunch buildLaunch(ResolvedLaunch L,
                        function_ref<KernelDesc(const KernelLaunch &)> Build) {
  BuiltLaunch B;
  B.Kernel = Build(L.Launch);
  if (assumedATrip(B.Kernel)) {
    KernelLaunch More = L.Launch;
    More.DefaultTrip *= TripSensitivityFactor;
    B.AtMoreTrips = Build(More);
  }
  B.Launch = std::move(L);
  return B;
}

std::vector<BuiltLaunch>
buildLaunches(std::vector<ResolvedLaunch> Ls,
              function_ref<KernelDesc(const KernelLaunch &)> Build) {
  std::vector<BuiltLaunch> Out;
  Out.reserve(Ls.size());
  for (ResolvedLaunch &L : Ls) {
    auto Alike = find_if(
        Out, [&](const BuiltLaunch &B) { return B.Launch.Launch == L.Launch; });
    if (Alike == Out.end()) {
      Out.push_back(buildLaunch(std::move(L), Build));
      continue;
    }
    BuiltLaunch Copy{std::move(L), Alike->Kernel, Alike->AtMoreTrips};
    Out.push_back(std::move(Copy));
  }
  return Out;
}

KernelResult evaluateLaunch(BuiltLaunch B, const ChosenGPU &G,
                            const ModelOptions &O) {
  KernelResult R;
  R.GPU = G;
  applyLaunch(B.Kernel, B.Launch);
  R.Pred = evaluate(B.Kernel, *G.GPU, O);
  if (B.AtMoreTrips) {
    applyLaunch(*B.AtMoreTrips, B.Launch);
    // Only its time is said: no what-ifs for it.
    ModelOptions TimeOnly = O;
    TimeOnly.Hints = false;
    Prediction More = evaluate(*B.AtMoreTrips, *G.GPU, TimeOnly);
    R.AtMoreTrips = TripSensitivity{
        B.Launch.Launch.DefaultTrip * TripSensitivityFactor, More.CanLaunch,
        More.TimeTotal, More.TimeUs};
  }
  R.Launch = std::move(B.Launch);
  R.Kernel = std::move(B.Kernel);
  return R;
}

std::vector<Guess> restsOn(const KernelResult &R) {
  std::vector<Guess> Out;
  auto Add = [&](AssumptionKind K, const std::string &What,
                 const std::vector<InputRef> &By) {
    auto It = find_if(Out, [&](const Guess &G) { return G.Kind == K; });
    if (It == Out.end())
      It = Out.insert(Out.end(), Guess{K, What, {}});
    for (const InputRef &I : By)
      if (!is_contained(It->BoundBy, I))
        It->BoundBy.push_back(I);
  };
  unsigned Trips = 0;
  bool SizeInAddress = false, SizeInBranch = false;
  for (const Assumption &A : R.Pred.Notes) {
    Trips += A.Kind == AssumptionKind::TripCount;
    bool Size = A.Kind == AssumptionKind::Size;
    SizeInBranch |= Size && A.ForBranch;
    SizeInAddress |= Size && !A.ForBranch;
  }
  for (const Assumption &A : R.Pred.Notes) {
    switch (A.Kind) {
    case AssumptionKind::Grid:
      Add(AssumptionKind::Grid, "the grid", A.BoundBy);
      break;
    case AssumptionKind::Launch:
      // What the host code leaves unknown is the grid's or the block's
      // guess; its bindings go with it.
      Add(R.Launch.GridAssumed ? AssumptionKind::Grid : AssumptionKind::Block,
          R.Launch.GridAssumed ? "the grid" : "the block size", A.BoundBy);
      break;
    case AssumptionKind::Block:
      Add(AssumptionKind::Block, "the block size",
          A.BoundBy.empty() ? std::vector<InputRef>{{Input::Block, ""}}
                            : A.BoundBy);
      break;
    case AssumptionKind::TripCount:
      Add(AssumptionKind::TripCount,
          formatv("{0} loop trip count{1}", Trips, Trips == 1 ? "" : "s"),
          A.BoundBy);
      break;
    case AssumptionKind::Size:
      Add(AssumptionKind::Size,
          SizeInAddress && SizeInBranch ? "an unbound size in an address "
                                          "and a branch"
          : SizeInBranch                ? "an unbound size in a branch"
                                        : "an unbound size in an address",
          A.BoundBy);
      break;
    case AssumptionKind::Registers:
      Add(AssumptionKind::Registers,
          R.Kernel.RegsEstimated || R.Pred.RegsPerThread
              ? "estimated registers per thread"
              : "unknown registers per thread",
          A.BoundBy);
      break;
    case AssumptionKind::SharedMemory:
      Add(AssumptionKind::SharedMemory, "the dynamic shared memory",
          A.BoundBy);
      break;
    case AssumptionKind::Other:
    case AssumptionKind::GPUFigure:
    case AssumptionKind::Level:
    case AssumptionKind::OtherLaunch:
    case AssumptionKind::Data:
    case AssumptionKind::Loop: // said in its note, not a guess to bind
    case AssumptionKind::Branch:
    case AssumptionKind::Call:
      break;
    }
  }
  return Out;
}

std::string restsOnText(const KernelResult &R, EntryPoint E) {
  std::vector<Guess> Gs = restsOn(R);
  if (Gs.empty())
    return "";
  std::string S = "rests on guesses: ";
  for (size_t I = 0; I < Gs.size(); ++I) {
    const Guess &G = Gs[I];
    S += (I ? "; " : "") + G.What;
    std::vector<std::string> In;
    if (G.Kind == AssumptionKind::TripCount && R.AtMoreTrips) {
      const TripSensitivity &T = *R.AtMoreTrips;
      In.push_back(
          T.CanLaunch
              ? formatv("at {0} trips: {1:f2} us", T.Trip, num(T.TimeUs)).str()
              : formatv("at {0} trips: cannot launch", T.Trip).str());
    }
    if (std::string P = passWhat(G.BoundBy, E, /*MaxArguments=*/4); !P.empty())
      In.push_back(P);
    if (!In.empty())
      S += " (" + In[0] + (In.size() > 1 ? "; " + In[1] : "") + ")";
  }
  return S;
}

} // namespace lhf
