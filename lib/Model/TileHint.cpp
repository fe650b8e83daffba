//===- TileHint.cpp - Larger tiles: in registers, per warp ----------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// docs/model.md section 6: a loop that loads an operand for every multiply
/// gets the tiling what-ifs. FP32 loops that read shared memory per FMA are
/// re-run as an 8x8 register tile; tensor-core loops are re-run with block
/// and warp tiles twice as large in each dimension, which load each
/// fragment and each tile once for twice the matrix work.
///
//===----------------------------------------------------------------------===//

#include "HintGain.h"
#include "lhf/Model/Format.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

namespace lhf {

/// FP32 operations of \p S, an FMA with a shared operand (1.x) included.
static double fp32Ops(const Segment &S) {
  return S.count(InstrClass::FP32) + S.count(InstrClass::FP32SmemOperand);
}

/// Shared-memory loads of \p S: a shared operand of an FMA counts as one.
static double sharedLoads(const Segment &S) {
  return S.mem(MemLevel::Shared).LoadRequests +
         S.count(InstrClass::FP32SmemOperand);
}

/// The kernel's loop bodies (loopBody), each once: the segments run more
/// than once per warp, grouped by the loop they are in.
static std::vector<std::vector<size_t>> loopBodies(const KernelDesc &K) {
  std::vector<std::vector<size_t>> Out;
  std::vector<bool> Seen(K.Segments.size());
  LoopBodies Bodies(K);
  for (size_t I = 0; I < K.Segments.size(); ++I) {
    if (Seen[I] || K.Segments[I].Count < 2)
      continue;
    Out.push_back(Bodies.of(I));
    for (size_t J : Out.back())
      Seen[J] = true;
  }
  return Out;
}

/// A register tile of 8x8 outputs per thread loads 8 + 8 values per 64
/// FMAs: the ratio the hint proposes.
constexpr double TiledLoadsPerFMA = 0.25;

/// Register tiling: loops that load from shared memory for each FMA (a
/// loop body's loads and the FMAs after its switch point together, at
/// least 4 FMAs an iteration: a reduction's one add per load is not a
/// product to tile). The what-if keeps their FMAs and loads
/// TiledLoadsPerFMA per FMA.
static void addRegisterTileHint(Prediction &P, const KernelDesc &K,
                                const GPUDesc &G, const ModelOptions &Opts) {
  KernelDesc Tiled = whatIfCopy(K);
  int Worst = -1;
  double WorstWeight = 0, WorstRatio = 0;
  for (const std::vector<size_t> &Body : loopBodies(K)) {
    double Loads = 0, FMA = 0;
    for (size_t J : Body) {
      Loads += sharedLoads(K.Segments[J]);
      FMA += fp32Ops(K.Segments[J]);
    }
    // Below 0.3 the tile is already about 8x8.
    if (FMA < 4 || Loads <= 0.3 * FMA)
      continue;
    double R = Loads / FMA, F = TiledLoadsPerFMA / R;
    for (size_t J : Body) {
      const Segment &S = K.Segments[J];
      Segment &T = Tiled.Segments[J];
      MemTraffic &M = T.mem(MemLevel::Shared);
      T.count(InstrClass::SharedIssue) = std::max(
          0.0, T.count(InstrClass::SharedIssue) - M.LoadRequests * (1 - F));
      double Operand = T.count(InstrClass::FP32SmemOperand);
      T.count(InstrClass::FP32SmemOperand) = Operand * F;
      T.count(InstrClass::FP32) += Operand * (1 - F);
      M.LoadRequests *= F;
      M.LoadBytes *= F;
      M.IdealBytes *= F;
      double Weight = S.Count * sharedLoads(S);
      if (Weight > WorstWeight)
        Worst = int(J), WorstWeight = Weight, WorstRatio = R;
    }
  }
  if (Worst < 0)
    return;
  const Segment &S = K.Segments[Worst];
  const KeyInstr *Key = nullptr;
  for (const KeyInstr &K2 : S.Keys)
    if (K2.K == KeyInstr::Load && K2.Level == MemLevel::Shared) {
      Key = &K2;
      break;
    }
  Hint H = hintAt(Bottleneck::Issue, HintFix::RegisterTile, S, Key);
  setWhatIfGain(H, P, Tiled, G, Opts);
  H.Message = llvm::formatv(
      "this loop loads {0:f2} values from shared memory per "
      "FMA{1}; each thread computing an 8x8 tile of outputs in registers "
      "from 8 + 8 loaded values needs {2:f2}",
      num(WorstRatio), Key ? " (" + Key->Text + ")" : std::string(),
      num(TiledLoadsPerFMA));
  P.Hints.push_back(H);
}

/// Larger tiles for tensor-core loops: a block tile twice as large in M
/// and N loads half the global bytes per matrix operation, and a warp tile
/// twice as large half the fragments from shared memory. The what-if
/// halves the loop's memory traffic and its memory instructions and keeps
/// its matrix work and occupancy (the tiles' registers and shared memory
/// are not charged: the message says so).
static void addLargerTileHint(Prediction &P, const KernelDesc &K,
                              const GPUDesc &G, const ModelOptions &Opts) {
  for (const Hint &H : P.Hints)
    if (H.Fix == HintFix::LargerWarpTile)
      return;
  std::vector<size_t> Best;
  double BestFlops = 0;
  for (const std::vector<size_t> &Body : loopBodies(K)) {
    double Flops = 0;
    for (size_t J : Body)
      Flops += K.Segments[J].Count * K.Segments[J].tensorFlops();
    if (Flops > BestFlops)
      Best = Body, BestFlops = Flops;
  }
  if (Best.empty())
    return;
  KernelDesc Larger = whatIfCopy(K);
  const KeyInstr *Key = nullptr;
  const Segment *At = &K.Segments[Best.front()];
  double Bytes = 0, Flops = 0;
  for (size_t J : Best) {
    const Segment &S = K.Segments[J];
    Segment &T = Larger.Segments[J];
    for (MemTraffic &M : T.Mem)
      M.scale(0.5);
    T.count(InstrClass::GlobalIssue) *= 0.5;
    T.count(InstrClass::SharedIssue) *= 0.5;
    Bytes += S.mem(MemLevel::Shared).LoadBytes;
    Flops += S.tensorFlops();
    for (const KeyInstr &K2 : S.Keys)
      if (K2.K == KeyInstr::Load && K2.Level == MemLevel::Shared &&
          (!Key || K2.Bytes > Key->Bytes))
        Key = &K2, At = &S;
  }
  Hint H = hintAt(Bottleneck::TensorPipe, HintFix::LargerWarpTile, *At, Key);
  setWhatIfGain(H, P, Larger, G, Opts);
  H.Message = llvm::formatv(
      "this loop reads {0:f1} bytes from shared memory per 1000 FLOP of "
      "matrix work{1}; block and warp tiles twice as large in M and N load "
      "each tile and each fragment once for twice the mma (the gain keeps "
      "today's occupancy: the larger tiles' registers and shared memory "
      "are not charged)",
      num(Flops > 0 ? 1000.0 * Bytes / Flops : 0.0),
      Key ? " (" + Key->Text + ")" : std::string());
  P.Hints.push_back(H);
}

void addTileHints(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                  const ModelOptions &Opts) {
  addRegisterTileHint(P, K, G, Opts);
  addLargerTileHint(P, K, G, Opts);
}

} // namespace lhf
