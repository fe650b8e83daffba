//===- HostLaunches.cpp - Launch sites read from the host code ------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Session/HostLaunches.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/HostExpr.h"
#include "lhf/Model/InputLimits.h"
#include "lhf/Model/Occupancy.h"
#include "lhf/Model/StandIn.h"
#include "lhf/Session/Launch.h"
#include "lhf/Session/Spelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>

using namespace llvm;

namespace lhf {

namespace {

Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::optional<std::array<std::string, 3>> dimOf(const json::Object &O,
                                                StringRef Field) {
  const json::Array *A = O.getArray(Field);
  if (!A || A->size() != 3)
    return std::nullopt;
  std::array<std::string, 3> D;
  // Expressions as text (what LHFHost.so writes); a hand-written file's
  // plain integers are taken too. Anything else leaves the field
  // unreadable, said as such.
  for (unsigned I = 0; I < 3; ++I) {
    if (std::optional<StringRef> T = (*A)[I].getAsString())
      D[I] = T->str();
    else if (std::optional<int64_t> N = (*A)[I].getAsInteger())
      D[I] = std::to_string(*N);
    else
      return std::nullopt;
  }
  return D;
}

/// Evaluates one site's expressions: host variables take the binding of
/// that name, else their initializer's value.
class SiteEvaluator {
public:
  /// \p StandIn: the value of a name nothing gives (0: none, unknown).
  /// \p K: the launched kernel, for what cudaOccupancyMaxPotentialBlockSize
  /// gives it.
  SiteEvaluator(const HostSite &S, const std::map<std::string, int64_t> &B,
                EntryPoint E, const GPUDesc *G, uint64_t StandIn = 0,
                const KernelQuery &K = {})
      : S(S), Bindings(B), E(E), G(G), StandIn(StandIn), K(K) {}

  std::optional<int64_t> eval(StringRef Text, std::string &Why) {
    return evaluateHostExpr(
        Text,
        [&](StringRef Name, std::string &W) { return lookup(Name, W); }, Why);
  }

  /// Set by dim() when a size is known and 0 or less.
  bool NotPositive = false;

  std::optional<Dim3> dim(const std::optional<std::array<std::string, 3>> &D,
                          std::string &Why) {
    NotPositive = false;
    if (!D) {
      Why = S.Unreadable;
      return std::nullopt;
    }
    uint64_t V[3];
    for (unsigned I = 0; I < 3; ++I) {
      std::optional<int64_t> N = eval((*D)[I], Why);
      if (!N)
        return std::nullopt;
      if (*N <= 0) {
        // Known, and no launch: CUDA refuses it (invalid configuration).
        Why = ((*D)[I] == std::to_string(*N)
                   ? formatv("a size of {0}", *N).str()
                   : formatv("{0} = {1}", (*D)[I], *N).str()) +
              " is not a launch CUDA runs (invalid configuration)";
        NotPositive = true;
        return std::nullopt;
      }
      V[I] = *N;
    }
    return Dim3{V[0], V[1], V[2]};
  }

  /// The names \p D reads that have neither a binding nor an initializer,
  /// through the initializers it reads.
  void unbound(const std::optional<std::array<std::string, 3>> &D,
               std::vector<std::string> &Out) {
    if (D)
      for (const std::string &T : *D)
        unboundIn(T, Out, 0);
  }

  /// "n = 1048576 (host code)" for each variable read.
  std::string bindings() const {
    std::string Out;
    for (const auto &[Name, How] : Used)
      if (!isHostPassName(Name)) // said as its variable's value
        Out += (Out.empty() ? "" : ", ") + Name + " = " + How;
    return Out;
  }

private:
  const HostSite &S;
  const std::map<std::string, int64_t> &Bindings;
  EntryPoint E;
  const GPUDesc *G;
  uint64_t StandIn;
  KernelQuery K;
  std::vector<std::pair<std::string, std::string>> Used;
  unsigned Depth = 0, PassDepth = 0;
  std::map<std::string, std::pair<std::optional<int64_t>, std::string>>
      PassValues;
  /// The passes the host reader follows (Translator::MaxPasses) and the
  /// one after them.
  static constexpr unsigned MaxPassChain = 34;

  /// A cudaDeviceProp field the host code reads (the plugin names it
  /// cudaDeviceProp_<field>), from the GPU's file.
  std::optional<int64_t> deviceProperty(StringRef Name) const {
    if (!G || !Name.consume_front("cudaDeviceProp_"))
      return std::nullopt;
    const SMLimits &L = G->Limits;
    return StringSwitch<std::optional<int64_t>>(Name)
        .Case("multiProcessorCount", G->SMCount)
        .Case("warpSize", G->WarpSize)
        .Case("major", G->CCMajor)
        .Case("minor", G->CCMinor)
        .Case("maxThreadsPerBlock", L.MaxThreadsPerBlock)
        .Case("maxThreadsPerMultiProcessor", L.MaxThreadsPerSM)
        .Case("maxBlocksPerMultiProcessor", L.MaxBlocksPerSM)
        .Case("regsPerBlock", L.MaxRegistersPerBlock)
        .Case("regsPerMultiprocessor", L.RegistersPerSM)
        .Case("sharedMemPerBlock", L.SharedMemoryPerBlock)
        .Case("sharedMemPerBlockOptin", L.SharedMemoryPerBlockOptin)
        .Case("sharedMemPerMultiprocessor", L.SharedMemoryPerSM)
        .Default(std::nullopt);
  }

  /// What cudaOccupancyMaxPotentialBlockSize writes for the launched
  /// kernel (the host plugin names it cudaOccupancy_blockSize_<kernel> or
  /// cudaOccupancy_minGridSize_<kernel>), as CUDA's runtime header computes
  /// it: from the block limit down by warps, the first block size of the
  /// most resident threads; and what
  /// cudaOccupancyMaxActiveBlocksPerMultiprocessor writes
  /// (cudaOccupancy_activeBlocks_<kernel>): the blocks of the size it was
  /// asked for that an SM holds. nullopt with \p Why when it cannot be told.
  std::optional<int64_t> occupancyValue(StringRef Name, std::string &Why) {
    StringRef Query = Name;
    bool Block = Name.consume_front("cudaOccupancy_blockSize_");
    bool Active = !Block && Name.consume_front("cudaOccupancy_activeBlocks_");
    if (!Block && !Active && !Name.consume_front("cudaOccupancy_minGridSize_"))
      return std::nullopt;
    // The kernel by its name alone: "void ns::k<float>(float*)" is k.
    std::string Demangled = demangledName(K.Symbol);
    StringRef Launched = withoutParameters(Demangled);
    Launched = Launched.substr(Launched.rfind(' ') + 1);
    Launched = Launched.take_until([](char C) { return C == '<'; });
    Launched = Launched.substr(Launched.rfind(':') + 1);
    if (!G || Launched != Name) {
      Why = (Query + ": asked for another kernel than the one launched").str();
      return std::nullopt;
    }
    const KernelResources *Res = K.Res;
    if (!Res || !Res->Regs) {
      Why = (Query + ": the kernel's registers are not known").str();
      return std::nullopt;
    }
    // Its dynamic shared memory and block limit (the block asked about),
    // as the call passed them.
    std::string W;
    auto Passed = [&](StringRef What) -> std::optional<int64_t> {
      auto It = S.Vars.find(("cudaOccupancy_" + What + "_" + Name).str());
      return It == S.Vars.end() ? 0 : eval(It->second, W);
    };
    std::optional<int64_t> Smem = Passed(Active ? "activeSmem" : "smem"),
                           Limit = Passed(Active ? "activeBlock" : "limit");
    if (!Smem || !Limit || *Smem < 0 || *Limit < 0) {
      Why = (Query + ": " + (W.empty() ? "a negative size" : W)).str();
      return std::nullopt;
    }
    int64_t Max =
        G->Limits.MaxThreadsPerBlock ? G->Limits.MaxThreadsPerBlock : 1024;
    if (K.MaxThreads)
      Max = std::min(Max, int64_t(K.MaxThreads));
    int64_t Cap = *Limit == 0 || *Limit > Max ? Max : *Limit;
    int64_t Warp = G->WarpSize ? G->WarpSize : 32;
    auto BlocksPerSM = [&](int64_t B) {
      return int64_t(computeOccupancy(*G, {uint64_t(B), Res->Regs,
                                           Res->StaticSmem + uint64_t(*Smem)})
                         .BlocksPerSM);
    };
    int64_t Best = 0, BestBlocks = 0, Most = 0;
    if (Active) {
      // A block over the kernel's limit does not launch: CUDA answers 0.
      Best = *Limit;
      BestBlocks = *Limit > 0 && *Limit <= Max ? BlocksPerSM(*Limit) : 0;
    } else {
      for (int64_t T = (Cap + Warp - 1) / Warp * Warp; T > 0; T -= Warp) {
        int64_t B = std::min(Cap, T);
        int64_t Blocks = BlocksPerSM(B);
        if (B * Blocks > Most) {
          Most = B * Blocks;
          Best = B;
          BestBlocks = Blocks;
        }
        if (Most == int64_t(G->Limits.MaxThreadsPerSM))
          break;
      }
    }
    if (!Best) {
      Why = (Query + ": no block of the kernel fits an SM").str();
      return std::nullopt;
    }
    int64_t V = Active  ? BestBlocks
                : Block ? Best
                        : BestBlocks * int64_t(G->SMCount);
    std::string Said =
        Active ? formatv("cudaOccupancyMaxActiveBlocksPerMultiprocessor for "
                         "{0} at {1} threads",
                         Name, Best)
                     .str()
               : formatv("cudaOccupancyMaxPotentialBlockSize's {0} for {1}",
                         Block ? "block" : "minimum grid", Name)
                     .str();
    if (none_of(Used, [&](auto &U) { return U.first == Said; }))
      Used.push_back(
          {Said, formatv("{0} ({1} registers{2} on {3})", V, Res->Regs,
                         Res->RegsEstimated ? ", estimated," : "", G->Name)
                     .str()});
    return V;
  }

  void unboundIn(StringRef Text, std::vector<std::string> &Out,
                 unsigned Level) {
    for (const std::string &N : hostExprNames(Text)) {
      if (Bindings.count(N) || deviceProperty(N) || N == HostArgc ||
          N == HostCommandLineValue ||
          StringRef(N).starts_with("cudaOccupancy_"))
        continue;
      auto It = S.Vars.find(N);
      // A variable the command line may set is the one to bind.
      if (It != S.Vars.end() &&
          !hostExprReads(It->second, HostCommandLineValue)) {
        if (Level < 16)
          unboundIn(It->second, Out, Level + 1);
        continue;
      }
      if (!is_contained(Out, N))
        Out.push_back(N);
    }
  }

  std::optional<int64_t> lookup(StringRef Name, std::string &Why) {
    auto Note = [&](int64_t V, StringRef How) {
      if (none_of(Used, [&](auto &U) { return U.first == Name; }))
        Used.push_back({Name.str(), formatv("{0} ({1})", V, How).str()});
      return V;
    };
    auto It = Bindings.find(Name.str());
    if (It != Bindings.end())
      return Note(It->second, optionName(Input::Argument, E));
    if (std::optional<int64_t> P = deviceProperty(Name))
      return Note(*P, G->Name);
    if (Name.starts_with("cudaOccupancy_blockSize_") ||
        Name.starts_with("cudaOccupancy_minGridSize_") ||
        Name.starts_with("cudaOccupancy_activeBlocks_"))
      return occupancyValue(Name, Why);
    if (Name == HostArgc)
      return Note(1, "the program run without command-line arguments; "
                     "--arg argc=N for others");
    if (Name == HostCommandLineValue) {
      Why = "a value read from the command line";
      return std::nullopt;
    }
    auto Init = S.Vars.find(Name.str());
    if (Init == S.Vars.end() && StandIn)
      return int64_t(StandIn);
    // A loop's passes name each value by the one before: a chain as long
    // as the passes followed, each link computed once (a step may read
    // the value twice: `n = n / 2 + n % 2`).
    bool Pass = isHostPassName(Name);
    if (auto M = Pass ? PassValues.find(Name.str()) : PassValues.end();
        M != PassValues.end()) {
      Why = M->second.second;
      return M->second.first;
    }
    unsigned &Level = Pass ? PassDepth : Depth;
    if (Init == S.Vars.end() || Level > (Pass ? 2 * MaxPassChain : 16)) {
      Why = (Name + " has no value").str();
      return std::nullopt;
    }
    ++Level;
    std::optional<int64_t> V = eval(Init->second, Why);
    --Level;
    if (Pass)
      PassValues[Name.str()] = {V, V ? "" : Why};
    if (!V)
      return std::nullopt;
    auto From = S.VarsFrom.find(Name.str());
    return Note(*V, From == S.VarsFrom.end() ? std::string("host code")
                                             : "host code, " + From->second);
  }
};

} // namespace

Expected<std::vector<HostSite>> parseHostLaunches(StringRef JSONText,
                                                  StringRef Name) {
  Expected<json::Value> Doc = parseJSONDocument(JSONText, Name);
  if (!Doc)
    return Doc.takeError();
  const json::Object *Root = Doc->getAsObject();
  const json::Array *A = Root ? Root->getArray("launches") : nullptr;
  if (!A)
    return err(Name + ": launches: missing (expected {\"launches\": [...]})");
  std::vector<HostSite> Out;
  for (const json::Value &V : *A) {
    const json::Object *O = V.getAsObject();
    if (!O)
      continue;
    HostSite S;
    S.Kernel = O->getString("kernel").value_or("").str();
    S.Where.File = O->getString("file").value_or("").str();
    S.Where.Line = unsigned(O->getInteger("line").value_or(0));
    S.Text = O->getString("text").value_or("").str();
    S.Block = dimOf(*O, "block");
    S.Grid = dimOf(*O, "grid");
    if (const json::Value *D = O->get("dynamic_smem")) {
      S.HasDynamicSmem = true;
      if (std::optional<StringRef> T = D->getAsString())
        S.DynamicSmem = T->str();
    }
    if (const json::Array *Args = O->getArray("args"))
      for (const json::Value &Arg : *Args) {
        std::optional<StringRef> T = Arg.getAsString();
        S.Args.push_back(T ? std::optional<std::string>(T->str())
                           : std::nullopt);
        const json::Object *Struct = Arg.getAsObject();
        if (const json::Array *Fs =
                Struct ? Struct->getArray("fields") : nullptr)
          for (const json::Value &F : *Fs) {
            const json::Object *FO = F.getAsObject();
            std::optional<int64_t> Off =
                FO ? FO->getInteger("offset") : std::nullopt;
            if (!Off || *Off < 0 || *Off >= (1 << 20))
              continue;
            std::optional<StringRef> V = FO->getString("value");
            S.Fields.push_back(
                {FO->getString("name").value_or("").str(),
                 fieldKey(unsigned(S.Args.size() - 1), uint64_t(*Off)),
                 V ? std::optional<std::string>(V->str()) : std::nullopt});
          }
      }
    S.When = O->getString("when").value_or("").str();
    S.Pass = unsigned(
        std::clamp<int64_t>(O->getInteger("pass").value_or(0), 0, 1 << 20));
    S.PassOf = O->getString("pass_of").value_or("").str();
    S.PassWhen = O->getString("pass_when").value_or("").str();
    S.After = O->getString("after").value_or("").str();
    if (const json::Object *Vars = O->getObject("vars"))
      for (const auto &KV : *Vars)
        if (std::optional<StringRef> T = KV.second.getAsString())
          S.Vars[KV.first.str()] = T->str();
    if (const json::Object *From = O->getObject("vars_from"))
      for (const auto &KV : *From)
        if (std::optional<StringRef> T = KV.second.getAsString())
          S.VarsFrom[KV.first.str()] = T->str();
    Out.push_back(std::move(S));
  }
  return Out;
}

std::optional<bool> siteHolds(const HostSite &S, StringRef Cond,
                              const std::map<std::string, int64_t> &Bindings,
                              EntryPoint E, const GPUDesc *G) {
  if (Cond.empty())
    return true;
  // One test known false is enough, whatever the others read (`ndim`
  // unknown, `K / 4 == 64` false with K bound): `&&` is three-valued.
  SiteEvaluator Ev(S, Bindings, E, G);
  std::string Why;
  std::optional<int64_t> V = Ev.eval(Cond, Why);
  if (!V)
    return std::nullopt;
  return *V != 0;
}

SiteLaunch evaluateSite(const HostSite &S,
                        const std::map<std::string, int64_t> &Bindings,
                        EntryPoint E, bool WantBlock, bool WantGrid,
                        bool WantSmem, const SourceLoc &KernelLoc,
                        const GPUDesc *G, const KernelQuery &K) {
  SiteLaunch L;
  SiteEvaluator Ev(S, Bindings, E, G, 0, K);
  std::string Where = S.Where.valid()
                          ? formatv("{0}:{1}", S.Where.File, S.Where.Line).str()
                          : S.Where.File;
  std::vector<std::string> Taken;
  auto Dim = [&](StringRef Field, bool Want,
                 const std::optional<std::array<std::string, 3>> &D,
                 std::optional<Dim3> &Out) {
    if (!Want)
      return;
    std::string Why;
    if ((Out = Ev.dim(D, Why))) {
      Taken.push_back(Field.str());
      return;
    }
    std::vector<std::string> Unbound;
    Ev.unbound(D, Unbound);
    if (Field == "block" && !Ev.NotPositive && !Unbound.empty()) {
      // A block computed from sizes the host code does not give, clamped
      // to a launch CUDA runs (ggml's `min(ne0, 128)`): those sizes taken
      // as large, as in an address (StandIn.h), and the block the code
      // then picks assumed, said with the sizes to bind.
      // A product of several (ggml's IC * KD * KH * KW) overflows at 65536
      // each: smaller ones, as for an address.
      std::optional<Dim3> B;
      uint64_t StandIn = withStandIns([&](uint64_t V) {
        SiteEvaluator Large(S, Bindings, E, G, V, K);
        std::string Why;
        B = Large.dim(D, Why);
        return !B && StringRef(Why).contains("overflow");
      });
      uint64_t Max = G && G->Limits.MaxThreadsPerBlock
                         ? G->Limits.MaxThreadsPerBlock
                         : 1024;
      if (B && B->total() <= Max) {
        Out = B;
        Assumption A{
            formatv("the block of the launch at {0} ({1}) reads sizes the "
                    "host code does not give ({2}): taken as large ({3} "
                    "each{4}), the code picks a block of ({5},{6},{7})",
                    Where, S.Text, join(Unbound, ", "), StandIn,
                    StandIn == LargeStandIn
                        ? ""
                        : formatv(": {0} overflows the size's integer",
                                  LargeStandIn)
                              .str(),
                    B->X, B->Y, B->Z),
            KernelLoc, AssumptionKind::Block};
        for (const std::string &N : Unbound)
          A.BoundBy.push_back({Input::Argument, N});
        A.BoundBy.push_back({Input::Block, ""});
        L.Notes.push_back(std::move(A));
        return;
      }
    }
    Assumption A{formatv("the {0} of the launch at {1} ({2}) is {3}: {4}",
                         Field, Where, S.Text,
                         Ev.NotPositive ? "not valid" : "unknown", Why),
                 KernelLoc, AssumptionKind::Launch};
    for (const std::string &N : Unbound)
      A.BoundBy.push_back({Input::Argument, N});
    A.BoundBy.push_back({Field == "block" ? Input::Block : Input::Grid, ""});
    L.Notes.push_back(std::move(A));
  };
  Dim("block", WantBlock, S.Block, L.Block);
  Dim("grid", WantGrid, S.Grid, L.Grid);
  if (WantSmem && S.HasDynamicSmem) {
    std::string Why;
    std::optional<int64_t> N =
        S.DynamicSmem ? Ev.eval(*S.DynamicSmem, Why) : std::nullopt;
    if (N && *N >= 0) {
      L.DynamicSmem = *N;
      if (*N)
        Taken.push_back("dynamic shared memory");
    }
  }
  for (unsigned I = 0; I < S.Args.size(); ++I)
    if (S.Args[I]) {
      std::string Why;
      if (std::optional<int64_t> N = Ev.eval(*S.Args[I], Why))
        L.Args[I] = *N;
    }
  for (const HostSite::Field &F : S.Fields)
    if (F.Value) {
      std::string Why;
      if (std::optional<int64_t> N = Ev.eval(*F.Value, Why))
        L.Args[F.Key] = *N;
    }
  if (!Taken.empty()) {
    std::string What = Taken.back();
    if (Taken.size() > 1)
      What = join(ArrayRef(Taken).drop_back(), ", ") + " and " + What;
    std::string Bound = Ev.bindings();
    L.From = formatv("{0} from the host code at {1}: {2}{3}{4}", What, Where,
                     S.Text, Bound.empty() ? "" : " with ", Bound)
                 .str();
  }
  return L;
}

} // namespace lhf
