//===- Options.cpp - The LLVM plugin's options, as a session --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/Options.h"

#include "lhf/Model/InputLimits.h"
#include "lhf/Session/Spelling.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>
#include <dlfcn.h>
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
  cl::opt<bool> AllHints{
      "lhf-all-hints", cl::cat(Category),
      cl::desc("Also the hints whose gain is under 2% of the kernel's time"),
      cl::init(false)};
  cl::opt<unsigned> DefaultTrip{
      "lhf-default-trip", cl::cat(Category),
      cl::desc("Trip count assumed for loops whose count is unknown (said in "
               "the remark)"),
      cl::init(16)};
};

CLOptions *const Opts =
    cl::getRegisteredOptions().count("lhf-gpu") ? nullptr : new CLOptions;

Error err(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The options as a request: the one place they are read.
Expected<lhf::Request> requestFromOptions() {
  assert(Opts && "lhf options read in a second copy of the plugin");
  const CLOptions &O = *Opts;
  lhf::Request R;
  R.Entry = lhf::EntryPoint::LLVM;
  R.GPU = O.GPU;
  if (!O.Block.empty()) {
    Expected<lhf::Dim3> D = lhf::parseDim3(O.Block, "-lhf-block");
    if (!D)
      return D.takeError();
    R.Block = *D;
  }
  if (!O.Grid.empty()) {
    Expected<lhf::Dim3> D = lhf::parseDim3(O.Grid, "-lhf-grid");
    if (!D)
      return D.takeError();
    R.Grid = *D;
  }
  for (const std::string &A : O.Arg)
    if (Error E = lhf::parseArgBinding(A, "-lhf-arg", R.Args))
      return std::move(E);
  if (O.Regs.getNumOccurrences())
    R.Regs = O.Regs;
  if (O.DynSmem.getNumOccurrences()) {
    if (O.DynSmem < 0)
      return err("invalid -lhf-dynamic-smem: must not be negative");
    R.DynamicSmem = O.DynSmem;
  }
  R.LaunchFile = O.Launch;
  R.DefaultTrip = O.DefaultTrip;
  R.Model.Agg = O.Agg;
  // NaN compared false and became 0, -1 was clamped: both were taken.
  if (!(O.SimJitter >= 0) || !std::isfinite(double(O.SimJitter)))
    return err(formatv("invalid -lhf-sim-jitter={0}: a fraction of the "
                       "latency, 0 or more",
                       double(O.SimJitter)));
  R.Model.SimJitter = O.SimJitter;
  R.Model.SimSeed = O.SimSeed;
  if (O.AllHints)
    R.Model.MinHintShare = 0;
  return R;
}

} // namespace

namespace lhf {

Expected<Session &> pluginSession() {
  static std::optional<Session> S;
  static std::string RequestError;
  // What the host sites were read from: -lhf-host-launches (once), or
  // LHFHost.so's document in this process (again when it changes).
  static std::string SitesKey;
  if (!S && RequestError.empty()) {
    Expected<Request> R = requestFromOptions();
    if (R)
      S.emplace(std::move(*R));
    else
      RequestError = toString(R.takeError());
    if (S)
      if (Error E = S->readLaunchFile())
        RequestError = toString(std::move(E));
  }
  if (!RequestError.empty())
    return err(RequestError);
  std::string Name = Opts->HostLaunches, Key;
  const char *InProcess = nullptr;
  if (!Name.empty()) {
    Key = "file:" + Name;
  } else if (auto *Get = reinterpret_cast<const char *(*)()>(
                 dlsym(RTLD_DEFAULT, "lhf_host_launches_json"))) {
    Name = "LHFHost.so";
    InProcess = Get();
    Key = std::string("text:") + InProcess;
  }
  if (Key != SitesKey) {
    std::vector<HostSite> Sites;
    if (!Key.empty()) {
      std::unique_ptr<MemoryBuffer> File;
      if (!InProcess) {
        Expected<std::unique_ptr<MemoryBuffer>> Buf =
            readBoundedFile(Name, "host launches file", MaxLaunchFileBytes);
        if (!Buf)
          return Buf.takeError();
        File = std::move(*Buf);
      }
      Expected<std::vector<HostSite>> Parsed = parseHostLaunches(
          File ? File->getBuffer() : StringRef(InProcess), Name);
      if (!Parsed)
        return Parsed.takeError();
      Sites = std::move(*Parsed);
    }
    S->setHostSites(std::move(Sites));
    SitesKey = std::move(Key);
  }
  return *S;
}

} // namespace lhf
