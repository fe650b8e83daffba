//===- LatencyHidden.h - The paper's latency-hidden factors ---*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The latency-hidden factor of Yuan et al. 2010, sections 2.3 and 2.4, for
/// the j-th of W resident warps (1 <= j <= W, round-robin order) at segment
/// i: the fraction of that warp's memory wait that other work does not hide.
/// Names are the paper's; docs/model.md section 3-4 restates them.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_LATENCYHIDDEN_H
#define LHF_MODEL_LATENCYHIDDEN_H

namespace lhf {

/// The per-segment inputs of the formulas, all in SM cycles.
struct SegmentTiming {
  double ILP = 0;       ///< ILP_i: issue cycles of one warp's segment i
  double ILPNext = 0;   ///< ILP_{i+1}
  double MemAccLa = 0;  ///< MemAccLa_i: latency of the level waited on
  double MemAccBw = 0;  ///< MemAccBw_i: DataSize_i / BandwidthPerSM
};

/// Numerator N and denominator D of a latency-hidden factor: N is the work
/// other warps issue while warp j waits, D the wait warp j sees.
struct HiddenTerms {
  double N = 0;
  double D = 0;
  /// max(0, 1 - N / D); 0 when there is nothing to wait for (D == 0).
  double factor() const;
};

/// Paper 2.3.5: the four continuous cases merged.
HiddenTerms latencyHiddenConTerms(const SegmentTiming &T, unsigned W,
                                  unsigned J);
double LatencyHiddenCon(const SegmentTiming &T, unsigned W, unsigned J);

/// Paper 2.3.1: ILP_i, ILP_{i+1} >= MemAccBw_i.
double LatencyHiddenCon1(const SegmentTiming &T, unsigned W, unsigned J);
/// Paper 2.3.2: ILP_{i+1} < MemAccBw_i <= ILP_i.
double LatencyHiddenCon2(const SegmentTiming &T, unsigned W, unsigned J);
/// Paper 2.3.3: ILP_i, ILP_{i+1} < MemAccBw_i.
double LatencyHiddenCon3(const SegmentTiming &T, unsigned W, unsigned J);
/// Paper 2.3.4: ILP_i < MemAccBw_i <= ILP_{i+1}.
double LatencyHiddenCon4(const SegmentTiming &T, unsigned W, unsigned J);

/// Paper 2.4 as docs/model.md section 4 reads it: warps of one block (TLP of
/// them) leave the barrier together, so the ILP_{i+1} multiplier is rounded
/// down and the bandwidth-queue multiplier up to a multiple of TLP.
HiddenTerms latencyHiddenSynTerms(const SegmentTiming &T, unsigned W,
                                  unsigned J, unsigned TLP);
double LatencyHiddenSyn(const SegmentTiming &T, unsigned W, unsigned J,
                        unsigned TLP);

} // namespace lhf

#endif // LHF_MODEL_LATENCYHIDDEN_H
