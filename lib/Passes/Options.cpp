//===- Options.cpp - The one option set of every lhf front end ------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/Options.h"

#include "lhf/Model/InputLimits.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <optional>

using namespace llvm;

namespace {

/// Every option of the plugin. Loading it from two paths (a build tree and
/// an install, say) runs this file's initialisers twice in one process, and
/// LLVM aborts on an option registered twice; so the options are made only
/// when no copy made them before, and Plugin.cpp registers no pass in the
/// second copy, which leaves these unread there.
struct CLOptions {
  cl::OptionCategory Category{"lhf performance model options"};
  cl::opt<std::string> GPU{
      "lhf-gpu", cl::cat(Category),
      cl::desc("GPU description: a bundled name (see `lhf gpus`) or a "
               "path to a .json file (default: from the target CPU)"),
      cl::value_desc("name|file.json")};
  cl::opt<std::string> Block{"lhf-block", cl::cat(Category),
                             cl::desc("Block dimensions X[,Y[,Z]]"),
                             cl::value_desc("x,y,z")};
  cl::opt<std::string> Grid{"lhf-grid", cl::cat(Category),
                            cl::desc("Grid dimensions X[,Y[,Z]]"),
                            cl::value_desc("x,y,z")};
  cl::list<std::string> Arg{"lhf-arg", cl::cat(Category),
                            cl::desc("Bind a kernel argument for trip counts: "
                                     "<param-name|index>=<int> (repeatable)"),
                            cl::value_desc("name=value")};
  cl::opt<unsigned> Regs{"lhf-regs", cl::cat(Category),
                         cl::desc("Registers per thread (default: estimate)"),
                         cl::init(0)};
  cl::opt<int64_t> DynSmem{"lhf-dynamic-smem", cl::cat(Category),
                           cl::desc("Dynamic shared memory per block in bytes"),
                           cl::init(-1)};
  cl::opt<std::string> Launch{
      "lhf-launch", cl::cat(Category),
      cl::desc("JSON file with per-kernel block, grid, args, regs"),
      cl::value_desc("file.json")};
  cl::opt<std::string> HostLaunches{
      "lhf-host-launches", cl::cat(Category),
      cl::desc("JSON file of the kernel launches in the host code, written "
               "by LHFHost.so (-fplugin-arg-lhf-out=FILE); inside clang "
               "they are read from the plugin directly"),
      cl::value_desc("file.json")};
  cl::opt<lhf::Aggregation> Agg{
      "lhf-aggregate", cl::cat(Category),
      cl::desc("How per-warp exposed latencies add up (docs/model.md 5)"),
      cl::values(clEnumValN(lhf::Aggregation::Max, "max",
                            "the warp that resumes last (default)"),
                 clEnumValN(lhf::Aggregation::Paper, "paper",
                            "the paper's sum over warps"),
                 clEnumValN(lhf::Aggregation::Sim, "sim",
                            "the reference warp-scheduler simulator")),
      cl::init(lhf::Aggregation::Max)};
  cl::alias ModelAlias{"lhf-model", cl::desc("Alias for -lhf-aggregate"),
                       cl::aliasopt(Agg)};
  cl::opt<double> SimJitter{
      "lhf-sim-jitter", cl::cat(Category),
      cl::desc("Simulator latency jitter, sigma as a fraction of the latency "
               "(M + |N(0, sigma)|; default 0: deterministic)"),
      cl::init(0)};
  cl::opt<uint64_t> SimSeed{"lhf-sim-seed", cl::cat(Category),
                            cl::desc("Seed of the simulator's jitter"),
                            cl::init(1)};
  cl::opt<unsigned> DefaultTrip{
      "lhf-default-trip", cl::cat(Category),
      cl::desc("Trip count assumed for loops whose count is unknown (said in "
               "the remark)"),
      cl::init(16)};
};

CLOptions *const Opts =
    cl::getRegisteredOptions().count("lhf-gpu") ? nullptr : new CLOptions;

const CLOptions &opts() {
  assert(Opts && "lhf options read in a second copy of the plugin");
  return *Opts;
}

Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// A JSON integer; also a whole double that fits int64_t (llvm::json's own
/// conversion is undefined for doubles at 2^63).
std::optional<int64_t> integerOf(const json::Value &V) {
  if (std::optional<double> D = V.getAsNumber())
    if (!(*D > -9.2e18 && *D < 9.2e18))
      return std::nullopt;
  return V.getAsInteger();
}

/// Splits "name=value" into a binding.
Error addArg(lhf::LaunchSpec &L, StringRef Text) {
  auto [Name, Value] = Text.split('=');
  int64_t V;
  if (Name.empty() || Value.empty() || Value.trim().getAsInteger(0, V))
    return err("invalid -lhf-arg '" + Text +
               "': expected <param-name|index>=<integer>");
  L.Args[Name.trim().str()] = V;
  return Error::success();
}

/// Reads the launch-file entry of a kernel into \p L.
Error readLaunchEntry(lhf::LaunchSpec &L, const json::Object &E,
                      StringRef File, StringRef Key) {
  auto Where = [&](StringRef Field) {
    return (File + ": kernels." + Key + "." + Field).str();
  };
  auto Dim = [&](StringRef Field, std::optional<lhf::Dim3> &Out) -> Error {
    const json::Value *V = E.get(Field);
    if (!V)
      return Error::success();
    std::string Text;
    if (const json::Array *A = V->getAsArray()) {
      for (const json::Value &C : *A) {
        std::optional<int64_t> N = integerOf(C);
        if (!N)
          return err(Where(Field) + ": expected an array of integers");
        Text += (Text.empty() ? "" : ",") + std::to_string(*N);
      }
    } else if (std::optional<int64_t> N = integerOf(*V)) {
      Text = std::to_string(*N);
    } else {
      return err(Where(Field) + ": expected an integer or [x, y, z]");
    }
    Expected<lhf::Dim3> D = lhf::parseDim3(Text, Where(Field));
    if (!D)
      return D.takeError();
    Out = *D;
    return Error::success();
  };
  if (Error E2 = Dim("block", L.Block))
    return E2;
  if (Error E2 = Dim("grid", L.Grid))
    return E2;
  if (const json::Value *A = E.get("args")) {
    const json::Object *O = A->getAsObject();
    if (!O)
      return err(Where("args") + ": expected an object of name: integer");
    for (const auto &KV : *O) {
      std::optional<int64_t> N = integerOf(KV.second);
      if (!N)
        return err(Where("args." + KV.first.str()) + ": expected an integer");
      L.Args[KV.first.str()] = *N;
    }
  }
  // Bounded so that nothing wraps on the way (regs 4294967328 became 32,
  // dynamic_smem 2^64 - 1 "fitted" after the occupancy rounding overflowed);
  // whether the GPU can take it is the occupancy's question.
  auto U = [&](StringRef Field, auto &Out, int64_t Max) -> Error {
    const json::Value *V = E.get(Field);
    if (!V)
      return Error::success();
    std::optional<int64_t> N = integerOf(*V);
    if (!N || *N < 0 || *N > Max)
      return err(Where(Field) + ": expected an integer from 0 to " +
                 std::to_string(Max));
    Out = *N;
    return Error::success();
  };
  constexpr int64_t MaxRegs = 65536, MaxSmem = int64_t(1) << 32;
  if (Error E2 = U("regs", L.Regs, MaxRegs))
    return E2;
  if (Error E2 = U("dynamic_smem", L.DynamicSmem, MaxSmem))
    return E2;
  return U("static_smem", L.StaticSmem, MaxSmem);
}

} // namespace

namespace lhf {

Expected<Dim3> parseDim3(StringRef Text, StringRef What) {
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return err("invalid " + What + " '" + Text + "': expected X[,Y[,Z]]");
  uint64_t V[3] = {1, 1, 1};
  for (size_t I = 0; I < Parts.size(); ++I) {
    int64_t N;
    if (Parts[I].trim().getAsInteger(10, N))
      return err("invalid " + What + " '" + Text + "': '" + Parts[I] +
                 "' is not an integer");
    if (N <= 0)
      return err("invalid " + What + " '" + Text +
                 "': dimensions must be positive");
    V[I] = N;
  }
  return Dim3{V[0], V[1], V[2]};
}

namespace {

Expected<LaunchSpec> launchFromDoc(const json::Value &Doc, StringRef FileName,
                                   StringRef Mangled) {
  LaunchSpec L;
  const json::Object *Root = Doc.getAsObject();
  const json::Object *Kernels = Root ? Root->getObject("kernels") : nullptr;
  if (!Kernels)
    return err(FileName + ": kernels: missing (expected {\"kernels\": "
                          "{\"<name>\": {...}}})");
  std::string Demangled = demangledName(Mangled);
  std::string Base = StringRef(Demangled).split('(').first.str();
  for (StringRef Key : {Mangled, StringRef(Demangled), StringRef(Base)}) {
    const json::Value *V = Kernels->get(Key);
    if (!V)
      continue;
    const json::Object *E = V->getAsObject();
    if (!E)
      return err(FileName + ": kernels." + Key + ": expected an object");
    if (Error E2 = readLaunchEntry(L, *E, FileName, Key))
      return std::move(E2);
    break;
  }
  return L;
}

} // namespace

Expected<LaunchSpec> parseLaunchFile(StringRef JSONText, StringRef FileName,
                                     StringRef Mangled) {
  Expected<json::Value> Doc = parseJSONDocument(JSONText, FileName);
  if (!Doc)
    return Doc.takeError();
  return launchFromDoc(*Doc, FileName, Mangled);
}

Expected<LaunchSpec> launchFor(StringRef Mangled) {
  const CLOptions &O = opts();
  LaunchSpec L;
  if (!O.Launch.empty()) {
    // Read and parsed once per process, not once per kernel (a module of
    // 1000 kernels with a 1.5 MB launch file).
    static std::string CachedPath;
    static std::optional<json::Value> Cached;
    if (!Cached || CachedPath != O.Launch) {
      Expected<std::unique_ptr<MemoryBuffer>> Buf =
          readBoundedFile(O.Launch, "launch file", MaxLaunchFileBytes);
      if (!Buf)
        return Buf.takeError();
      Expected<json::Value> Doc =
          parseJSONDocument((*Buf)->getBuffer(), O.Launch);
      if (!Doc)
        return Doc.takeError();
      Cached = std::move(*Doc);
      CachedPath = O.Launch;
    }
    Expected<LaunchSpec> FromFile = launchFromDoc(*Cached, O.Launch, Mangled);
    if (!FromFile)
      return FromFile.takeError();
    L = std::move(*FromFile);
  }
  // Options override the file.
  if (!O.Block.empty()) {
    Expected<Dim3> D = parseDim3(O.Block, "-lhf-block");
    if (!D)
      return D.takeError();
    L.Block = *D;
  }
  if (!O.Grid.empty()) {
    Expected<Dim3> D = parseDim3(O.Grid, "-lhf-grid");
    if (!D)
      return D.takeError();
    L.Grid = *D;
  }
  for (const std::string &A : O.Arg)
    if (Error E = addArg(L, A))
      return std::move(E);
  if (O.Regs.getNumOccurrences())
    L.Regs = O.Regs;
  if (O.DynSmem.getNumOccurrences()) {
    if (O.DynSmem < 0)
      return err("invalid -lhf-dynamic-smem: must not be negative");
    L.DynamicSmem = O.DynSmem;
  }
  return L;
}

std::string optionGPU() { return opts().GPU; }

std::string optionHostLaunches() { return opts().HostLaunches; }

Expected<const GPUDesc *> gpuFor(StringRef CPU, std::string &How) {
  static StringMap<GPUDesc> Cache;
  std::string Name = opts().GPU;
  if (!Name.empty()) {
    How = "-lhf-gpu";
  } else {
    Name = gpuForTargetCPU(CPU);
    if (Name.empty())
      return err("no -lhf-gpu given and no bundled GPU for target CPU '" +
                 (CPU.empty() ? StringRef("<none>") : CPU) +
                 "'; pass -lhf-gpu=<name> (known: " +
                 join(listGPUNames(), ", ") + ")");
    How = ("guessed from target CPU " + CPU + "; pass -lhf-gpu to choose")
              .str();
  }
  auto It = Cache.find(Name);
  if (It != Cache.end())
    return &It->second;
  Expected<GPUDesc> G = loadGPUDesc(Name);
  if (!G)
    return G.takeError();
  return &Cache.insert({Name, std::move(*G)}).first->second;
}

ModelOptions modelOptions() {
  ModelOptions O;
  O.Agg = opts().Agg;
  O.SimJitter = std::max(0.0, double(opts().SimJitter));
  O.SimSeed = opts().SimSeed;
  return O;
}

double defaultTripCount() { return opts().DefaultTrip; }

} // namespace lhf
