//===- SessionTest.cpp - The launch resolver on hand-built signatures ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "TestGPUs.h"

#include "lhf/Session/Evaluate.h"
#include "lhf/Session/Launch.h"
#include "lhf/Session/LaunchFile.h"
#include "lhf/Session/Spelling.h"

#include "llvm/ADT/STLExtras.h"

using namespace lhf;

namespace {

/// saxpy(int n, float a, float *x, float *y).
KernelSignature saxpy() {
  KernelSignature S;
  S.Name = "_Z5saxpyifPfS_";
  S.Params = {{"n", 32}, {"a", 0}, {"x", 0}, {"y", 0}};
  S.NamesMissingHint = "name them";
  return S;
}

/// A site launching saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y).
HostSite saxpySite(unsigned Line) {
  HostSite H;
  H.Kernel = "_Z5saxpyifPfS_";
  H.Where = {"k.cu", Line, 0};
  H.Text = "saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y)";
  H.Grid = std::array<std::string, 3>{"(n + 255) / 256", "1", "1"};
  H.Block = std::array<std::string, 3>{"256", "1", "1"};
  H.Args = {std::string("n"), std::nullopt, std::nullopt, std::nullopt};
  return H;
}

std::vector<ResolvedLaunch> resolve(const Request &R,
                                    const KernelSignature &Sig,
                                    const GPUDesc &G,
                                    llvm::ArrayRef<HostSite> Sites = {},
                                    const KernelResources *Known = nullptr) {
  llvm::Expected<std::vector<ResolvedLaunch>> L =
      resolveLaunches(R, LaunchInputs{Sig, G, nullptr, Sites, Known});
  EXPECT_TRUE(bool(L)) << (L ? "" : llvm::toString(L.takeError()));
  return L ? std::move(*L) : std::vector<ResolvedLaunch>();
}

std::string errorOf(const Request &R, const KernelSignature &Sig,
                    const GPUDesc &G, llvm::ArrayRef<HostSite> Sites = {}) {
  llvm::Expected<std::vector<ResolvedLaunch>> L =
      resolveLaunches(R, LaunchInputs{Sig, G, nullptr, Sites, nullptr});
  return L ? "" : llvm::toString(L.takeError());
}

bool says(const ResolvedLaunch &L, AssumptionKind K) {
  return llvm::any_of(L.Assumptions,
                      [&](const Assumption &A) { return A.Kind == K; });
}

} // namespace

// Without a grid the resolver picks one full wave, before any front end,
// and says so: the grid the note names is the grid the front end sees.
TEST(Session, DefaultGridIsOneWaveThroughTheOccupancy) {
  GPUDesc G = bundledGPU("h100-sxm");
  Request R;
  R.Block = Dim3{256, 1, 1};
  std::vector<ResolvedLaunch> L = resolve(R, saxpy(), G);
  ASSERT_EQ(L.size(), 1u);
  // 256 threads: 8 warps; 64 warps per SM allow 8 blocks on 132 SMs.
  EXPECT_EQ(L[0].Launch.Grid, (Dim3{1056, 1, 1}));
  EXPECT_TRUE(L[0].GridAssumed);
  ASSERT_TRUE(says(L[0], AssumptionKind::Grid));
  const Assumption &A = L[0].Assumptions.back();
  EXPECT_EQ(render(A, EntryPoint::LLVM, false),
            "no grid given: one full wave of 1056 blocks assumed (8 per SM "
            "on 132 SMs, registers not counted); pass -lhf-grid");
  EXPECT_EQ(render(A, EntryPoint::Driver, false).substr(
                render(A, EntryPoint::Driver, false).rfind(';')),
            "; pass --grid");
  // Registers known before the front end (ptxas) limit the wave: 128
  // registers x 256 threads fit 2 blocks in 65536.
  KernelResources Ptxas{128, "ptxas", false, 0, 0};
  L = resolve(R, saxpy(), G, {}, &Ptxas);
  EXPECT_EQ(L[0].Launch.Grid.X, 2u * 132);
  EXPECT_EQ(*L[0].Regs, 128u);
  // A given grid is taken as it is, and nothing is assumed about it.
  R.Grid = Dim3{4096, 1, 1};
  L = resolve(R, saxpy(), G);
  EXPECT_EQ(L[0].Launch.Grid.X, 4096u);
  EXPECT_FALSE(L[0].GridAssumed);
  EXPECT_FALSE(says(L[0], AssumptionKind::Grid));
}

// The host code's launch, evaluated with the user's bindings; what it
// cannot evaluate names the binding that would.
TEST(Session, HostSitesGiveBlockGridAndArguments) {
  GPUDesc G = bundledGPU("a100-40gb");
  Request R;
  R.Entry = EntryPoint::Driver;
  R.Args["n"] = 1 << 20;
  HostSite Site = saxpySite(30);
  std::vector<ResolvedLaunch> L = resolve(R, saxpy(), G, {Site});
  ASSERT_EQ(L.size(), 1u);
  EXPECT_EQ(L[0].Launch.Block.X, 256u);
  EXPECT_EQ(L[0].Launch.Grid.X, 4096u);
  EXPECT_EQ(L[0].Launch.Args.at(0), 1 << 20);
  EXPECT_EQ(L[0].From, "block and grid from the host code at k.cu:30: "
                       "saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y) with "
                       "n = 1048576 (--arg)");
  // n unbound: the block still comes from the site, the grid is the
  // default, and the note names n as the driver takes it.
  R.Args.clear();
  L = resolve(R, saxpy(), G, {Site});
  EXPECT_EQ(L[0].Launch.Block.X, 256u);
  EXPECT_TRUE(L[0].GridAssumed);
  ASSERT_TRUE(says(L[0], AssumptionKind::Launch));
  EXPECT_EQ(render(L[0].Assumptions.front(), EntryPoint::Driver, false),
            "the grid of the launch at k.cu:30 (saxpy<<<(n + 255) / 256, "
            "256>>>(n, 2.0f, x, y)) is unknown: n has no value; pass --arg "
            "n=<int> or --grid");
  // The options win over the site; with both block and grid given the
  // host code is not read at all.
  R.Block = Dim3{64, 1, 1};
  R.Grid = Dim3{10, 1, 1};
  L = resolve(R, saxpy(), G, {Site, saxpySite(40)});
  ASSERT_EQ(L.size(), 1u);
  EXPECT_EQ(L[0].Launch.Block.X, 64u);
  EXPECT_TRUE(L[0].From.empty());
  // Without them, one launch per site.
  R.Block.reset();
  R.Grid.reset();
  R.Args["n"] = 1000;
  EXPECT_EQ(resolve(R, saxpy(), G, {Site, saxpySite(40)}).size(), 2u);
}

// Sites that launch a kernel alike (the same sizes from several host
// calls) are built once; each keeps its own site, and a launch that
// differs in anything the front end reads is built again.
TEST(Session, AlikeLaunchesBuiltOnce) {
  GPUDesc G = bundledGPU("a100-40gb");
  Request R;
  R.Entry = EntryPoint::Driver;
  R.Args["n"] = 1000;
  std::vector<ResolvedLaunch> L =
      resolve(R, saxpy(), G, {saxpySite(30), saxpySite(40), saxpySite(50)});
  ASSERT_EQ(L.size(), 3u);
  L[2].Launch.Args[0] = 2000;
  unsigned Builds = 0;
  std::vector<BuiltLaunch> B =
      buildLaunches(std::move(L), [&](const KernelLaunch &KL) {
        KernelDesc K;
        K.Name = "build " + std::to_string(++Builds) + " for n = " +
                 std::to_string(KL.Args.at(0));
        return K;
      });
  ASSERT_EQ(B.size(), 3u);
  EXPECT_EQ(Builds, 2u);
  EXPECT_EQ(B[0].Kernel.Name, "build 1 for n = 1000");
  EXPECT_EQ(B[1].Kernel.Name, "build 1 for n = 1000");
  EXPECT_EQ(B[2].Kernel.Name, "build 2 for n = 2000");
  EXPECT_NE(B[1].Launch.From.find("k.cu:40"), std::string::npos);
}

// The block the kernel declares is used only when nothing gives one;
// without it the error says how to give one, in the entry point's words.
TEST(Session, BlockFromTheDeclarationOrAnError) {
  GPUDesc G = bundledGPU("a100-40gb");
  KernelSignature Sig = saxpy();
  Request R;
  EXPECT_EQ(errorOf(R, Sig, G),
            "missing launch information: no block size; pass "
            "-lhf-block=X[,Y[,Z]] or -lhf-launch=<file.json>, or give it "
            "__launch_bounds__");
  R.Entry = EntryPoint::Driver;
  EXPECT_NE(errorOf(R, Sig, G).find("pass --block X[,Y[,Z]] or --launch "
                                    "<file.json>"),
            std::string::npos);
  R.Entry = EntryPoint::MLIR;
  EXPECT_NE(errorOf(R, Sig, G).find("pass block=X[,Y[,Z]], or launch the "
                                    "kernel with a gpu.launch_func"),
            std::string::npos);
  Sig.DeclaredBlock = Dim3{128, 1, 1};
  Sig.DeclaredBlockFrom = "__launch_bounds__";
  std::vector<ResolvedLaunch> L = resolve(R, Sig, G);
  EXPECT_EQ(L[0].Launch.Block.X, 128u);
  EXPECT_TRUE(says(L[0], AssumptionKind::Block));
  R.Block = Dim3{32, 1, 1};
  L = resolve(R, Sig, G);
  EXPECT_EQ(L[0].Launch.Block.X, 32u);
  EXPECT_FALSE(says(L[0], AssumptionKind::Block));
}

// Bindings: by name or index; a value the parameter cannot hold and a name
// no kernel has are errors that name the option; a host variable's name
// is accepted.
TEST(Session, ArgumentBindings) {
  GPUDesc G = bundledGPU("a100-40gb");
  Request R;
  R.Block = R.Grid = Dim3{1, 1, 1};
  R.Args["0"] = 7;
  EXPECT_EQ(resolve(R, saxpy(), G)[0].Launch.Args.at(0), 7);
  R.Args = {{"n", int64_t(1) << 40}};
  EXPECT_EQ(errorOf(R, saxpy(), G),
            "-lhf-arg=n=1099511627776: parameter 0 of kernel "
            "'saxpy(int, float, float*, float*)' is a 32-bit integer: the "
            "value does not fit");
  R.Args = {{"m", 1}};
  EXPECT_EQ(errorOf(R, saxpy(), G),
            "-lhf-arg: kernel 'saxpy(int, float, float*, float*)' has no "
            "parameter 'm'; parameters: 0:n, 1:a, 2:x, 3:y");
  HostSite Site = saxpySite(30);
  Site.Vars["m"] = "5";
  EXPECT_EQ(errorOf(R, saxpy(), G, {Site}), "");
  KernelSignature Anon = saxpy();
  for (KernelParam &P : Anon.Params)
    P.Name.clear();
  EXPECT_NE(errorOf(R, Anon, G).find("(names missing: name them, or bind "
                                     "by index)"),
            std::string::npos);
}

// A site whose block cannot be known is said with the others' launches;
// with no other, it is the error.
TEST(Session, UnresolvableSiteIsSaid) {
  GPUDesc G = bundledGPU("a100-40gb");
  Request R;
  R.Args["n"] = 1000;
  HostSite Bad = saxpySite(50);
  Bad.Block.reset();
  std::vector<ResolvedLaunch> L = resolve(R, saxpy(), G, {saxpySite(30), Bad});
  ASSERT_EQ(L.size(), 1u);
  EXPECT_NE(render(L[0].Assumptions.back(), EntryPoint::LLVM)
                .find("the launch at k.cu:50 is not predicted: missing launch "
                      "information"),
            std::string::npos);
  EXPECT_NE(errorOf(R, saxpy(), G, {Bad}).find("the block of the launch at "
                                               "k.cu:50"),
            std::string::npos);
}

// ptxas's count replaces an estimate; nothing replaces what the user gave.
TEST(Session, ResourcesKnownLater) {
  ResolvedLaunch L;
  KernelResources Estimate{96, "estimate", true, 0, 0};
  KernelResources Ptxas{64, "ptxas", false, 4096, 8};
  applyResources(L, Estimate);
  EXPECT_EQ(*L.Regs, 96u);
  EXPECT_TRUE(L.RegsEstimated);
  applyResources(L, Ptxas);
  EXPECT_EQ(*L.Regs, 64u);
  EXPECT_FALSE(L.RegsEstimated);
  EXPECT_EQ(L.StaticSmem, 4096u);
  EXPECT_EQ(L.Assumptions.size(), 1u); // ptxas's spills
  ResolvedLaunch Given;
  Given.Regs = 32;
  Given.RegsSource = "option";
  applyResources(Given, Ptxas);
  EXPECT_EQ(*Given.Regs, 32u);
}

// One option, three spellings.
TEST(Session, Spelling) {
  InputRef N{Input::Argument, "n"};
  EXPECT_EQ(spell(N, EntryPoint::LLVM), "-lhf-arg=n=<int>");
  EXPECT_EQ(spell(N, EntryPoint::Driver), "--arg n=<int>");
  EXPECT_EQ(spell(N, EntryPoint::MLIR), "args=n=<int>");
  EXPECT_EQ(spell({Input::Grid, ""}, EntryPoint::MLIR), "grid=");
  EXPECT_EQ(passWhat({N, {Input::DefaultTrip, ""}, N}, EntryPoint::Driver),
            "pass --arg n=<int> or --default-trip");
  Assumption A{"loop trip count unknown: 16 assumed",
               {"k.cu", 12, 3},
               AssumptionKind::TripCount,
               {N, {Input::DefaultTrip, ""}}};
  EXPECT_EQ(render(A, EntryPoint::LLVM),
            "k.cu:12: loop trip count unknown: 16 assumed; pass "
            "-lhf-arg=n=<int> or -lhf-default-trip");
}

// What a prediction rests on, for its first line: each guess once, with
// what binds it and, for trip counts, the time at four times the count.
TEST(Session, RestsOn) {
  KernelResult R;
  R.Launch.GridAssumed = true;
  R.Pred.Notes = {
      {"the grid of the launch is unknown", {}, AssumptionKind::Launch,
       {{Input::Argument, "m"}, {Input::Grid, ""}}},
      {"no grid given", {}, AssumptionKind::Grid, {{Input::Grid, ""}}},
      {"trip a", {}, AssumptionKind::TripCount,
       {{Input::Argument, "n"}, {Input::DefaultTrip, ""}}},
      {"trip b", {}, AssumptionKind::TripCount, {{Input::DefaultTrip, ""}}},
      {"depends on the thread", {}, AssumptionKind::Loop},
      {"4 GPU figures", {}, AssumptionKind::GPUFigure}};
  R.AtMoreTrips = TripSensitivity{64, true, 1e6, 512.25};
  EXPECT_EQ(restsOnText(R, EntryPoint::Driver),
            "rests on guesses: the grid (pass --arg m=<int> or --grid); 2 "
            "loop trip counts (at 64 trips: 512.25 us; pass --arg n=<int> or "
            "--default-trip)");
  KernelResult Exact;
  Exact.Pred.Notes = {{"4 GPU figures", {}, AssumptionKind::GPUFigure}};
  EXPECT_EQ(restsOnText(Exact, EntryPoint::LLVM), "");
}

// The launch file, as the session reads it.
TEST(Session, LaunchFileEntry) {
  llvm::Expected<LaunchEntry> E = parseLaunchFile(
      R"({"kernels": {"saxpy": {"block": [128, 2], "grid": 40,
          "args": {"n": 7}, "regs": 40}}})",
      "l.json", "_Z5saxpyifPfS_");
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(*E->Block, (Dim3{128, 2, 1}));
  EXPECT_EQ(E->Grid->X, 40u);
  EXPECT_EQ(E->Args.at("n"), 7);
  EXPECT_EQ(*E->Regs, 40u);
  GPUDesc G = bundledGPU("a100-40gb");
  llvm::Expected<std::vector<ResolvedLaunch>> L =
      resolveLaunches(Request(), LaunchInputs{saxpy(), G, &*E, {}, nullptr});
  ASSERT_TRUE(bool(L));
  EXPECT_EQ((*L)[0].RegsSource, "launch file");
  EXPECT_EQ((*L)[0].Launch.Args.at(0), 7);
}

// cudaOccupancyMaxPotentialBlockSize in the host code (the plugin names
// what it writes cudaOccupancy_blockSize_<kernel>): computed as CUDA's
// runtime header does, from the block limit down by warps, the first
// block of the most resident threads, with the kernel's registers.
TEST(Session, OccupancyCalculatorBlock) {
  GPUDesc G = bundledGPU("h100-sxm");
  Request R;
  R.Entry = EntryPoint::Driver;
  HostSite Site = saxpySite(30);
  Site.Text = "saxpy<<<g, b>>>(n, 2.0f, x, y)";
  Site.Grid = std::array<std::string, 3>{"g", "1", "1"};
  Site.Block = std::array<std::string, 3>{"b", "1", "1"};
  Site.Vars = {{"b", "cudaOccupancy_blockSize_saxpy"},
               {"g", "cudaOccupancy_minGridSize_saxpy"},
               {"cudaOccupancy_smem_saxpy", "0"},
               {"cudaOccupancy_limit_saxpy", "lim"},
               {"lim", "0"},
               {"n", "1000"}};
  // 32 registers: blocks of 1024, two per SM, 264 on 132 SMs.
  KernelResources Few{32, "ptxas", false, 0, 0};
  std::vector<ResolvedLaunch> L = resolve(R, saxpy(), G, {Site}, &Few);
  ASSERT_EQ(L.size(), 1u);
  EXPECT_EQ(L[0].Launch.Block.X, 1024u);
  EXPECT_EQ(L[0].Launch.Grid.X, 264u);
  EXPECT_NE(L[0].From.find("cudaOccupancyMaxPotentialBlockSize's block for "
                           "saxpy = 1024 (32 registers on h100-sxm)"),
            std::string::npos)
      << L[0].From;
  // 128 registers: 65536 fit 512 threads an SM whatever the block from
  // 512 down; the first of them, one block per SM.
  KernelResources Many{128, "ptxas", false, 0, 0};
  L = resolve(R, saxpy(), G, {Site}, &Many);
  EXPECT_EQ(L[0].Launch.Block.X, 512u);
  EXPECT_EQ(L[0].Launch.Grid.X, 132u);
  // A block limit (the call's last argument) below that: 256, two per SM.
  R.Args["lim"] = 300;
  L = resolve(R, saxpy(), G, {Site}, &Many);
  EXPECT_EQ(L[0].Launch.Block.X, 256u);
  EXPECT_EQ(L[0].Launch.Grid.X, 264u);
  R.Args.clear();
  // Registers not known yet, or another kernel asked: no block, said.
  EXPECT_NE(errorOf(R, saxpy(), G, {Site})
                .find("is unknown: cudaOccupancy_blockSize_saxpy: the "
                      "kernel's registers are not known; pass --block"),
            std::string::npos);
  Site.Vars["b"] = "cudaOccupancy_blockSize_other";
  EXPECT_NE(errorOf(R, saxpy(), G, {Site})
                .find("asked for another kernel than the one launched"),
            std::string::npos);
}
