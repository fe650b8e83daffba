//===- PredictionCheck.h - What every fuzz target asks of a prediction ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_FUZZ_PREDICTIONCHECK_H
#define LHF_FUZZ_PREDICTIONCHECK_H

#include "lhf/Model/LHFModel.h"

#include <cmath>

namespace lhf::fuzz {

/// Every number of \p P is finite and non-negative, and a kernel that
/// cannot launch (or gets no prediction) has no time; \p Fail(what, value)
/// is called on the first that is not.
template <typename FailFn>
void checkPrediction(const Prediction &P, FailFn Fail) {
  auto Num = [&](double V, const char *What) {
    if (!std::isfinite(V) || V < 0)
      Fail(What, V);
  };
  Num(P.TimeTotal, "TimeTotal");
  Num(P.TimeOneRep, "TimeOneRep");
  Num(P.TimeUs, "TimeUs");
  Num(P.RepNum, "RepNum");
  Num(P.RepNumPaper, "RepNumPaper");
  Num(P.NBB, "NBB");
  Num(P.IssueCycles, "IssueCycles");
  Num(P.LatencyCycles, "LatencyCycles");
  Num(P.BandwidthCycles, "BandwidthCycles");
  Num(P.BarrierCycles, "BarrierCycles");
  for (const SegmentResult &R : P.Segments) {
    Num(R.Timing.ILP, "segment ILP");
    Num(R.Timing.ILPNext, "segment ILPNext");
    Num(R.Timing.MemAccLa, "segment MemAccLa");
    Num(R.Timing.MemAccBw, "segment MemAccBw");
    Num(R.DataSize, "segment DataSize");
    Num(R.IdealDataSize, "segment IdealDataSize");
    Num(R.Count, "segment Count");
    Num(R.SMComputeTime, "segment SMComputeTime");
    Num(R.ExposedLatency, "segment ExposedLatency");
    Num(R.BarrierExtra, "segment BarrierExtra");
    Num(R.GlobalLoads + R.SharedLoads + R.Stores + R.Compute,
        "segment counts");
    Num(R.total(), "segment total");
  }
  for (const Hint &H : P.Hints)
    Num(H.PredictedGain, "hint PredictedGain");
  if (!P.CanLaunch && P.TimeTotal != 0)
    Fail("a kernel that cannot launch has a time", P.TimeTotal);
}

} // namespace lhf::fuzz

#endif // LHF_FUZZ_PREDICTIONCHECK_H
