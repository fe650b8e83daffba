//===- Divergence.cpp - Warps that run each side of a branch --------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/Divergence.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <array>
#include <vector>

namespace lhf {

std::optional<std::pair<double, double>>
warpShares(const Dim3 &Block, unsigned WarpSize,
           llvm::function_ref<std::optional<bool>(const ThreadPoint &)> Cond) {
  return warpSharesOverTrips(
      Block, WarpSize, 1,
      [&](const ThreadPoint &P, unsigned) { return Cond(P); });
}

std::optional<std::pair<double, double>> warpSharesOverTrips(
    const Dim3 &Block, unsigned WarpSize, unsigned Trips,
    llvm::function_ref<std::optional<bool>(const ThreadPoint &, unsigned)> Cond,
    WarpCondFn WarpCond) {
  uint64_t Threads = std::min<uint64_t>(Block.total(), 1024);
  WarpSize = std::max(1u, WarpSize);
  Trips = std::max(1u, Trips);
  ThreadPoint P;
  unsigned Warps = 0;
  // Per trip: the warps with a lane on each side, and this warp's lanes.
  std::vector<unsigned> First(Trips), Second(Trips);
  std::vector<std::array<bool, 2>> Any(Trips);
  std::vector<unsigned> Open; // the trips asked lane by lane
  for (uint64_t W0 = 0; W0 < Threads; W0 += WarpSize) {
    std::fill(Any.begin(), Any.end(), std::array<bool, 2>{false, false});
    uint64_t End = std::min<uint64_t>(W0 + WarpSize, Threads);
    Open.clear();
    for (unsigned Trip = 0; Trip < Trips; ++Trip) {
      std::optional<bool> C =
          WarpCond ? WarpCond(W0, End - W0, Trip) : std::nullopt;
      if (C)
        Any[Trip][*C ? 0 : 1] = true;
      else
        Open.push_back(Trip);
    }
    for (uint64_t T = W0; T < End && !Open.empty(); ++T) {
      P = ThreadPoint::ofThread(T, Block);
      for (unsigned Trip : Open) {
        std::optional<bool> C = Cond(P, Trip);
        if (!C)
          return std::nullopt;
        Any[Trip][*C ? 0 : 1] = true;
      }
    }
    ++Warps;
    for (unsigned Trip = 0; Trip < Trips; ++Trip) {
      First[Trip] += Any[Trip][0];
      Second[Trip] += Any[Trip][1];
    }
  }
  if (!Warps)
    return std::nullopt;
  double SumFirst = 0, SumSecond = 0;
  for (unsigned Trip = 0; Trip < Trips; ++Trip) {
    SumFirst += double(First[Trip]) / Warps;
    SumSecond += double(Second[Trip]) / Warps;
  }
  return std::make_pair(SumFirst / Trips, SumSecond / Trips);
}

std::optional<std::pair<double, double>>
gridShares(const Dim3 &Grid, uint64_t WaveBlocks,
           std::pair<double, double> First, BlockSharesFn At) {
  uint64_t Blocks = Grid.total();
  if (Blocks <= 1)
    return First;
  // Blocks spread along each of the grid's dimensions at once (a linear
  // spread lands in one column of a 2-D grid: its edge).
  auto Spread = [&](double F) {
    return std::array<uint64_t, 3>{uint64_t(F * Grid.X), uint64_t(F * Grid.Y),
                                   uint64_t(F * Grid.Z)};
  };
  using Asked = std::pair<std::optional<std::pair<double, double>>, double>;
  llvm::SmallVector<Asked, 10> Blk = {{First, 1.0}};
  Blk.push_back({At(blockCoords(Blocks - 1, Grid)), 1.0});
  if (Blocks > 2)
    Blk.push_back({At(Spread(0.5)), Blocks - 2.0});
  if (llvm::all_of(Blk, [&](const Asked &A) { return A.first == First; }))
    return First;
  constexpr uint64_t Samples = 8;
  Blk.resize(2);
  if (Blocks <= Samples + 2) {
    for (uint64_t B = 1; B + 1 < Blocks; ++B)
      Blk.push_back({At(blockCoords(B, Grid)), 1.0});
  } else {
    for (uint64_t K = 0; K < Samples; ++K)
      Blk.push_back(
          {At(Spread((K + 0.5) / Samples)), (Blocks - 2.0) / Samples});
  }
  std::pair<double, double> Sum{0, 0};
  double Weight = 0;
  for (const Asked &A : Blk) {
    if (!A.first)
      return std::nullopt;
    if (Blocks <= WaveBlocks) {
      Sum.first = std::max(Sum.first, A.first->first);
      Sum.second = std::max(Sum.second, A.first->second);
    } else {
      Sum.first += A.first->first * A.second;
      Sum.second += A.first->second * A.second;
      Weight += A.second;
    }
  }
  if (Weight > 0)
    Sum = {Sum.first / Weight, Sum.second / Weight};
  return Sum;
}

uint64_t waveBlocksByThreads(const GPUDesc &G, const Dim3 &Block) {
  uint64_t PerSM =
      G.Limits.MaxThreadsPerSM / std::max<uint64_t>(1, Block.total());
  if (G.Limits.MaxBlocksPerSM)
    PerSM = std::min<uint64_t>(PerSM, G.Limits.MaxBlocksPerSM);
  return std::max<uint64_t>(1, PerSM) * G.SMCount;
}

llvm::SmallVector<uint64_t, 64> sampledTrips(double Trip, unsigned MaxSamples) {
  llvm::SmallVector<uint64_t, 64> Trips;
  if (!(Trip >= 2) || Trip > 1e18 || MaxSamples == 0)
    return Trips;
  auto N = uint64_t(Trip);
  if (N <= MaxSamples) {
    for (uint64_t T = 0; T < N; ++T)
      Trips.push_back(T);
    return Trips;
  }
  for (uint64_t I = 0; I < MaxSamples; ++I)
    Trips.push_back(uint64_t((I + 0.5) * double(N) / MaxSamples));
  return Trips;
}

std::optional<double>
tripShare(double Trip,
          llvm::function_ref<std::optional<bool>(uint64_t)> TakenAt) {
  llvm::SmallVector<uint64_t, 64> Trips = sampledTrips(Trip);
  if (Trips.empty())
    return std::nullopt;
  unsigned Taken = 0;
  for (uint64_t T : Trips) {
    std::optional<bool> C = TakenAt(T);
    if (!C)
      return std::nullopt;
    Taken += *C;
  }
  return double(Taken) / Trips.size();
}

std::optional<bool> rareFloatOutcome(FloatPred Pred, FloatOperand A,
                                     FloatOperand B, bool SameValue,
                                     double Constant) {
  using P = FloatPred;
  auto IsConstant = [](FloatOperand X) {
    return X == FloatOperand::Zero || X == FloatOperand::NonZeroConstant;
  };
  // |x| against a bound, the magnitude taken to the left.
  if ((Pred == P::Less || Pred == P::Greater) &&
      ((A == FloatOperand::Magnitude && IsConstant(B)) ||
       (B == FloatOperand::Magnitude && IsConstant(A))))
    return rareMagnitudeOutcome(A == FloatOperand::Magnitude ? Pred
                                : Pred == P::Less            ? P::Greater
                                                             : P::Less,
                                Constant);
  // Otherwise a magnitude is a value like any other.
  for (FloatOperand *X : {&A, &B})
    if (*X == FloatOperand::Magnitude)
      *X = FloatOperand::Value;
  if (A != FloatOperand::Value)
    std::swap(A, B);
  if (A != FloatOperand::Value)
    return std::nullopt; // two constants: folded, or not data
  // A NaN test: x against itself, or against any constant but NaN.
  bool NaNTest = SameValue || B == FloatOperand::Zero ||
                 B == FloatOperand::NonZeroConstant;
  if (NaNTest && (Pred == P::UNO || Pred == P::ORD))
    return Pred == P::UNO;
  if (SameValue && Pred == P::UNE)
    return true; // x != x
  if (B != FloatOperand::NonZeroConstant)
    return std::nullopt;
  if (Pred == P::OEQ || Pred == P::UEQ)
    return true;
  if (Pred == P::ONE || Pred == P::UNE)
    return false;
  return std::nullopt;
}

std::optional<bool> rareMagnitudeOutcome(FloatPred Pred, double Bound) {
  constexpr double Huge = 65536;
  if (!(Bound >= Huge) ||
      (Pred != FloatPred::Less && Pred != FloatPred::Greater))
    return std::nullopt;
  return Pred == FloatPred::Greater;
}

std::pair<double, double> rareOutcomeShares(bool Rare) {
  return Rare ? std::make_pair(0.0, 1.0) : std::make_pair(1.0, 0.0);
}

const char *const RareOutcomeNote =
    "a test of a floating-point value read at run time for one exact "
    "non-zero constant, for NaN (a sentinel) or for a magnitude beyond 2^16 "
    "(a math function's slow path): no warp is taken to hold such a value, "
    "so the code for that case is not charged; if the data holds it, that "
    "code is missing from the prediction";

const char *const BothSidesNote =
    "a branch whose threads may go different ways on values known only when "
    "the kernel runs: every warp is charged both sides";

} // namespace lhf
