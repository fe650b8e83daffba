//===- Launch.cpp - One kernel's launches, resolved before any front end --===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/Launch.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/HostExpr.h"
#include "lhf/Model/Occupancy.h"
#include "lhf/Session/Spelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace llvm;

namespace lhf {

namespace {

Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The host variable names any launch site reads: a binding may name one
/// although no kernel has such a parameter.
std::set<std::string> hostNames(ArrayRef<HostSite> Sites) {
  std::set<std::string> Out;
  auto Add = [&](StringRef Text) {
    for (std::string &N : hostExprNames(Text))
      Out.insert(std::move(N));
  };
  for (const HostSite &S : Sites) {
    for (const auto &D : {S.Block, S.Grid})
      if (D)
        for (const std::string &T : *D)
          Add(T);
    if (S.DynamicSmem)
      Add(*S.DynamicSmem);
    for (const std::optional<std::string> &A : S.Args)
      if (A)
        Add(*A);
    for (const auto &[Name, Init] : S.Vars) {
      Out.insert(Name);
      Add(Init);
    }
  }
  return Out;
}

/// The field of a struct argument that \p Key names: "p.n" as the host
/// code declares it, or "p+8" (the parameter and the byte offset the
/// kernel reads, as the notes spell a field whose name is not known).
static std::optional<unsigned> fieldNamed(const KernelSignature &Sig,
                                          StringRef Key) {
  for (const auto &[FieldKey, Name] : Sig.FieldNames)
    if (Name == Key)
      return FieldKey;
  auto [Param, Offset] = Key.split('+');
  unsigned Bytes;
  if (Offset.empty() || Offset.getAsInteger(10, Bytes) || Bytes >= 1u << 20)
    return std::nullopt;
  auto It = find_if(Sig.Params,
                    [&](const KernelParam &P) { return P.Name == Param; });
  if (It == Sig.Params.end())
    return std::nullopt;
  return fieldKey(unsigned(It - Sig.Params.begin()), Bytes);
}

/// The user's bindings by parameter index (a struct's fields by
/// fieldKey), then what the host code passes where they bind nothing.
Expected<std::map<unsigned, int64_t>>
bindArguments(const Request &R, const KernelSignature &Sig,
              const std::map<std::string, int64_t> &Given,
              const std::map<unsigned, int64_t> &FromHost,
              const std::set<std::string> &HostNames) {
  std::map<unsigned, int64_t> Out;
  std::string Kernel = demangledName(Sig.Name);
  std::string Opt = optionName(Input::Argument, R.Entry);
  // A value the parameter's type cannot hold would wrap silently
  // (n=4294967297 on an i32 n behaved like n=1): refused, naming the option.
  auto Fits = [&](unsigned Index, int64_t Value) {
    unsigned Bits = Sig.Params[Index].IntBits;
    if (!Bits)
      Bits = 64;
    // Signed or unsigned, as the kernel may read it (an i63 found by the
    // IR fuzzer overflowed the bound's own arithmetic).
    return Bits >= 64 || (Value >= -(int64_t(1) << (Bits - 1)) &&
                          (Value < 0 ||
                           uint64_t(Value) <= (uint64_t(1) << Bits) - 1));
  };
  auto Bind = [&](unsigned Index, const std::string &Key,
                  int64_t Value) -> Error {
    if (!Fits(Index, Value))
      return err(formatv("{0}: parameter {1} of kernel '{2}' is a {3}-bit "
                         "integer: the value does not fit",
                         withValue(Input::Argument, R.Entry,
                                   Key + "=" + std::to_string(Value)),
                         Index, Kernel, Sig.Params[Index].IntBits));
    Out[Index] = Value;
    return Error::success();
  };
  auto OtherKernel = [&](StringRef Key) {
    return Sig.ModuleHasParam && Sig.ModuleHasParam(Key);
  };
  for (const auto &[Key, Value] : Given) {
    unsigned Index;
    if (!StringRef(Key).getAsInteger(10, Index)) {
      if (Index < Sig.Params.size()) {
        if (Error E = Bind(Index, Key, Value))
          return std::move(E);
        continue;
      }
      if (OtherKernel(Key))
        continue;
      return err(formatv("{0}: kernel '{1}' has {2} parameters",
                         withValue(Input::Argument, R.Entry,
                                   Key + "=" + std::to_string(Value)),
                         Kernel, Sig.Params.size()));
    }
    auto It = find_if(Sig.Params,
                      [&](const KernelParam &P) { return P.Name == Key; });
    if (It != Sig.Params.end()) {
      if (Error E = Bind(unsigned(It - Sig.Params.begin()), Key, Value))
        return std::move(E);
      continue;
    }
    if (std::optional<unsigned> F = fieldNamed(Sig, Key)) {
      Out[*F] = Value;
      continue;
    }
    if (OtherKernel(Key) || HostNames.count(Key))
      continue; // meant for another kernel, or for the host code's launch
    std::string Known;
    for (size_t I = 0; I < Sig.Params.size(); ++I)
      Known += (I ? ", " : "") + std::to_string(I) + ":" +
               (Sig.Params[I].Name.empty() ? "<unnamed>"
                                           : Sig.Params[I].Name);
    bool AnyName = any_of(Sig.Params, [](auto &P) { return !P.Name.empty(); });
    return err(formatv("{0}: kernel '{1}' has no parameter '{2}'; "
                       "parameters: {3}{4}",
                       Opt, Kernel, Key, Known,
                       AnyName || Sig.Params.empty()
                           ? ""
                           : " (names missing: " + Sig.NamesMissingHint +
                                 ", or bind by index)"));
  }
  for (const auto &[Index, Value] : FromHost)
    if (isFieldKey(Index) ? fieldArg(Index) < Sig.Params.size()
                          : Index < Sig.Params.size() && Fits(Index, Value))
      Out.try_emplace(Index, Value); // else the kernel reads another type
  return Out;
}

} // namespace

uint64_t residentThreads(const GPUDesc &G, const KernelLaunch &L,
                         unsigned Regs, uint64_t Smem) {
  unsigned MaxRegs = G.Limits.MaxRegistersPerThread;
  OccupancyInput In{L.Block.total(), MaxRegs ? std::min(Regs, MaxRegs) : Regs,
                    Smem, 0};
  uint64_t PerSM = computeOccupancy(G, In).BlocksPerSM;
  if (G.SMCount)
    PerSM = std::min<uint64_t>(
        PerSM, (L.Grid.total() + G.SMCount - 1) / G.SMCount);
  return PerSM * L.Block.total();
}

Dim3 defaultGrid(const GPUDesc &G, const Dim3 &Block, unsigned Regs,
                 uint64_t Smem, Assumption &Said) {
  // An estimate above the GPU's limit would spill, not refuse the launch
  // (as the model's occupancy input does).
  unsigned MaxRegs = G.Limits.MaxRegistersPerThread;
  OccupancyInput In{Block.total(), MaxRegs ? std::min(Regs, MaxRegs) : Regs,
                    Smem, 0};
  Occupancy O = computeOccupancy(G, In);
  uint64_t PerSM = std::max<uint64_t>(1, O.BlocksPerSM);
  Dim3 Grid{std::max<uint64_t>(1, PerSM * G.SMCount), 1, 1};
  Said.Text = formatv("no grid given: one full wave of {0} blocks assumed "
                      "({1} per SM on {2} SMs{3})",
                      Grid.X, PerSM, G.SMCount,
                      Regs ? "" : ", registers not counted")
                  .str();
  Said.Kind = AssumptionKind::Grid;
  Said.BoundBy = {{Input::Grid, ""}};
  return Grid;
}

Expected<std::vector<ResolvedLaunch>>
resolveLaunches(const Request &R, const LaunchInputs &In) {
  // The fields of its struct parameters, by the names the host code's
  // launches of it give them.
  KernelSignature Sig = In.Sig;
  for (const HostSite &S : In.Sites)
    if (S.Kernel == Sig.Name)
      for (const HostSite::Field &F : S.Fields)
        if (!F.Name.empty())
          Sig.FieldNames.try_emplace(F.Key, F.Name);
  // What the user gave: the launch file's entry under the options.
  LaunchEntry Given = In.File ? *In.File : LaunchEntry();
  if (R.Block)
    Given.Block = R.Block;
  if (R.Grid)
    Given.Grid = R.Grid;
  for (const auto &[Key, Value] : R.Args)
    Given.Args[Key] = Value;
  if (R.Regs)
    Given.Regs = R.Regs;
  if (R.DynamicSmem)
    Given.DynamicSmem = R.DynamicSmem;

  std::vector<const HostSite *> Mine, NotMade;
  // A loop's later passes (a multi-pass reduction's) are made where their
  // tests are known to hold; by loop, the first pass lhf cannot tell runs,
  // and the loops that run past the last pass followed.
  // A loop's passes are told apart from another call's by where the site is.
  using PassKey = std::tuple<std::string, unsigned, std::string>;
  std::map<PassKey, unsigned> Untold;
  std::set<PassKey> RunsOn;
  if (!Given.Block || !Given.Grid)
    for (const HostSite &S : In.Sites) {
      if (S.Kernel != Sig.Name)
        continue;
      auto Holds = [&](StringRef Cond) {
        return siteHolds(S, Cond, Given.Args, R.Entry, &In.GPU);
      };
      bool Made = Holds(S.When) != false;
      if (!S.PassOf.empty()) {
        PassKey Loop{S.Where.File, S.Where.Line, S.PassOf};
        std::optional<bool> Runs = Holds(S.PassWhen);
        if (S.Pass && Runs != true) {
          if (!Runs) {
            auto [It, New] = Untold.try_emplace(Loop, S.Pass);
            It->second = std::min(It->second, S.Pass);
          }
          continue;
        }
        Made &= Runs != false;
        if (!S.After.empty() && Holds(S.After) == true)
          RunsOn.insert(Loop);
      }
      (Made ? Mine : NotMade).push_back(&S);
    }
  // A kernel whose every launch sits under a condition known false is
  // still predicted, launch by launch, and each says so (the kernel may
  // run elsewhere, or with values lhf did not read).
  bool NoneMade = Mine.empty() && !NotMade.empty();
  if (NoneMade)
    std::swap(Mine, NotMade);
  std::set<std::string> HostNames = hostNames(In.Sites);
  // The registers cudaOccupancyMaxPotentialBlockSize counts: the ones the
  // user states win, as they do for the occupancy.
  KernelResources Stated = In.Known ? *In.Known : KernelResources();
  if (Given.Regs)
    Stated.Regs = *Given.Regs;
  KernelQuery Query{Sig.Name, In.Known || Given.Regs ? &Stated : nullptr,
                    Sig.DeclaredBlock ? Sig.DeclaredBlock->total() : 0};

  auto One = [&](const HostSite *Site) -> Expected<ResolvedLaunch> {
    ResolvedLaunch L;
    L.Loc = Sig.Loc;
    L.Launch.DefaultTrip = R.DefaultTrip;
    SiteLaunch SL;
    if (Site)
      SL = evaluateSite(*Site, Given.Args, R.Entry, !Given.Block, !Given.Grid,
                        !Given.DynamicSmem, Sig.Loc, &In.GPU, Query);
    L.From = SL.From;
    L.Assumptions = SL.Notes;
    if (Site && !Site->PassOf.empty()) {
      PassKey Loop{Site->Where.File, Site->Where.Line, Site->PassOf};
      auto It = Untold.find(Loop);
      if (It != Untold.end() && It->second == Site->Pass + 1)
        L.Assumptions.push_back(
            {formatv("{0} launches this kernel again after this launch, "
                     "with sizes lhf cannot tell: those launches are not "
                     "predicted",
                     Site->PassOf),
             Sig.Loc, AssumptionKind::OtherLaunch});
      if (!Site->After.empty() && RunsOn.count(Loop))
        L.Assumptions.push_back(
            {formatv("{0} launches this kernel more than {1} times: the "
                     "launches after the first {1} are not predicted",
                     Site->PassOf, Site->Pass + 1),
             Sig.Loc, AssumptionKind::OtherLaunch});
    }
    if (NoneMade && Site) {
      std::string When = Site->When.empty() ? Site->PassWhen
                         : Site->PassWhen.empty()
                             ? Site->When
                             : Site->When + " && " + Site->PassWhen;
      L.Assumptions.push_back(
          {formatv("the host code makes this launch only where {0} holds, "
                   "false with its values here: it may never be made",
                   When),
           Sig.Loc});
    }

    if (Given.Block || SL.Block) {
      L.Launch.Block = Given.Block ? *Given.Block : *SL.Block;
    } else if (Sig.DeclaredBlock) {
      L.Launch.Block = *Sig.DeclaredBlock;
      L.Assumptions.push_back({"block size taken from " +
                                   Sig.DeclaredBlockFrom,
                               Sig.Loc, AssumptionKind::Block});
    } else {
      std::string Why;
      for (const Assumption &A : SL.Notes)
        Why += (Why.empty() ? ": " : "; ") + render(A, R.Entry, false);
      bool MLIR = R.Entry == EntryPoint::MLIR;
      // Every entry point names the kernel before this (issue 34: it was
      // named twice).
      return err(formatv(
          "missing launch information: no block size{0}; "
          "pass {1}{2}, or {3}",
          Why,
          withValue(Input::Block, R.Entry, "X[,Y[,Z]]"),
          MLIR ? "" : " or " + withValue(Input::LaunchFile, R.Entry,
                                         "<file.json>"),
          MLIR ? "launch the kernel with a gpu.launch_func with constant "
                 "operands, or give it known_block_size"
               : "give it __launch_bounds__"));
    }

    Expected<std::map<unsigned, int64_t>> Args =
        bindArguments(R, Sig, Given.Args, SL.Args, HostNames);
    if (!Args)
      return Args.takeError();
    L.Launch.Args = std::move(*Args);
    L.Launch.FieldNames = Sig.FieldNames;

    if (Given.Regs) {
      L.Regs = *Given.Regs;
      L.RegsSource = R.Regs ? "option" : "launch file";
    }
    L.StaticSmem = Given.StaticSmem.value_or(Sig.StaticSmem);
    L.StaticSmemGiven = Given.StaticSmem.has_value();
    if (In.Known)
      applyResources(L, *In.Known);
    if (Given.DynamicSmem || SL.DynamicSmem) {
      L.DynamicSmem = Given.DynamicSmem ? *Given.DynamicSmem : *SL.DynamicSmem;
    } else if (Sig.UsesDynamicSmem) {
      L.Assumptions.push_back({"the kernel uses dynamic shared memory and "
                               "none was given: 0 bytes assumed",
                               Sig.Loc,
                               AssumptionKind::SharedMemory,
                               {{Input::DynamicSmem, ""}}});
    }

    if (Given.Grid || SL.Grid) {
      L.Launch.Grid = Given.Grid ? *Given.Grid : *SL.Grid;
    } else if (Sig.DeclaredGrid) {
      L.Launch.Grid = *Sig.DeclaredGrid;
      L.Assumptions.push_back({"grid size taken from " + Sig.DeclaredGridFrom,
                               Sig.Loc});
    } else {
      Assumption Said;
      Said.Loc = Sig.Loc;
      L.Launch.Grid = defaultGrid(In.GPU, L.Launch.Block, L.Regs.value_or(0),
                                  L.StaticSmem + L.DynamicSmem, Said);
      L.GridAssumed = true;
      L.Assumptions.push_back(std::move(Said));
    }
    L.Launch.ResidentThreadsPerSM = residentThreads(
        In.GPU, L.Launch, L.Regs.value_or(0), L.StaticSmem + L.DynamicSmem);
    return L;
  };

  std::vector<ResolvedLaunch> Out;
  if (Mine.empty())
    Mine.push_back(nullptr);
  // A site that cannot be resolved (its block is unknown) is said with the
  // others' predictions; with none left, it is the error.
  std::vector<std::string> Skipped;
  Error First = Error::success();
  for (const HostSite *S : Mine) {
    Expected<ResolvedLaunch> L = One(S);
    if (L) {
      Out.push_back(std::move(*L));
      continue;
    }
    if (!S)
      return L.takeError();
    std::string Why = toString(L.takeError());
    if (!First)
      First = err(Why);
    Skipped.push_back(formatv("the launch at {0}:{1} is not predicted: {2}",
                              S->Where.File, S->Where.Line, Why));
  }
  if (Out.empty())
    return std::move(First);
  consumeError(std::move(First));
  // Said with each prediction, which does not rest on it: its own launch
  // is known (it read "rests on guesses: the block size" with a known one).
  for (const HostSite *S : NotMade)
    Skipped.push_back(formatv("the launch at {0}:{1} is not made with the "
                              "host code's values there: its condition {2} "
                              "is false",
                              S->Where.File, S->Where.Line, S->When));
  for (ResolvedLaunch &L : Out)
    for (const std::string &Why : Skipped)
      L.Assumptions.push_back({Why, Sig.Loc, AssumptionKind::OtherLaunch});
  return Out;
}

void applyResources(ResolvedLaunch &L, const KernelResources &K) {
  // A count (ptxas) replaces an estimate, never what the user gave.
  if (K.Regs && (!L.Regs || (L.RegsEstimated && !K.RegsEstimated))) {
    L.Regs = K.Regs;
    L.RegsSource = K.RegsSource;
    L.RegsEstimated = K.RegsEstimated;
  }
  if (!L.StaticSmemGiven)
    L.StaticSmem = std::max(L.StaticSmem, K.StaticSmem);
  if (K.SpillBytes)
    L.Assumptions.push_back(
        {formatv("ptxas reports {0} bytes of register spills: local-memory "
                 "traffic beyond the code's own is not modelled",
                 K.SpillBytes),
         L.Loc});
  // A stack frame without spills is an array the code keeps in local
  // memory, which the model counts as the code's own traffic (with spills
  // the frame holds them: ptxas does not tell the two apart).
  if (K.StackBytes && !K.SpillBytes)
    L.Assumptions.push_back(
        {formatv("ptxas gives each thread a {0}-byte stack frame and no "
                 "spills: an array in local memory, counted as the code's "
                 "loads and stores (nvcc, which unrolls more, may keep such "
                 "an array in registers: compare its -Xptxas -v)",
                 K.StackBytes),
         L.Loc});
}

} // namespace lhf
