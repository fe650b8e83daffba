//===- LatencyHidden.cpp - The paper's latency-hidden factors -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/LatencyHidden.h"

#include <algorithm>

namespace lhf {

double HiddenTerms::factor() const {
  if (D <= 0)
    return 0;
  return std::max(0.0, 1.0 - N / D);
}

/// max{0, 1 - N / D} for the case formulas, written out as in the paper.
static double hidden(double N, double D) { return HiddenTerms{N, D}.factor(); }

HiddenTerms latencyHiddenConTerms(const SegmentTiming &T, unsigned W,
                                  unsigned J) {
  double Others = double(W) - J; // warps after j in this round
  double Before = double(J) - 1; // warps ahead of j
  HiddenTerms H;
  H.N = T.ILP * Others +
        Before * std::min(T.ILPNext, std::max(T.ILP, T.MemAccBw));
  H.D = T.MemAccLa + T.MemAccBw + Before * std::max(0.0, T.MemAccBw - T.ILP);
  return H;
}

double LatencyHiddenCon(const SegmentTiming &T, unsigned W, unsigned J) {
  return latencyHiddenConTerms(T, W, J).factor();
}

double LatencyHiddenCon1(const SegmentTiming &T, unsigned W, unsigned J) {
  return hidden(T.ILP * (double(W) - J) +
                    (double(J) - 1) * std::min(T.ILPNext, T.ILP),
                T.MemAccLa + T.MemAccBw);
}

double LatencyHiddenCon2(const SegmentTiming &T, unsigned W, unsigned J) {
  return hidden(T.ILP * (double(W) - J) + (double(J) - 1) * T.ILPNext,
                T.MemAccLa + T.MemAccBw);
}

double LatencyHiddenCon3(const SegmentTiming &T, unsigned W, unsigned J) {
  return hidden(T.ILP * (double(W) - J) + (double(J) - 1) * T.ILPNext,
                T.MemAccLa + T.MemAccBw +
                    (double(J) - 1) * (T.MemAccBw - T.ILP));
}

double LatencyHiddenCon4(const SegmentTiming &T, unsigned W, unsigned J) {
  return hidden(T.ILP * (double(W) - J) + (double(J) - 1) * T.MemAccBw,
                T.MemAccLa + T.MemAccBw +
                    (double(J) - 1) * (T.MemAccBw - T.ILP));
}

HiddenTerms latencyHiddenSynTerms(const SegmentTiming &T, unsigned W,
                                  unsigned J, unsigned TLP) {
  if (TLP == 0)
    TLP = 1;
  unsigned Before = J - 1;
  double Down = double(Before / TLP * TLP);
  double Up = double((Before + TLP - 1) / TLP * TLP);
  HiddenTerms H;
  H.N = T.ILP * (double(W) - J) +
        Down * std::min(T.ILPNext, std::max(T.ILP, T.MemAccBw));
  H.D = T.MemAccLa + T.MemAccBw + Up * std::max(0.0, T.MemAccBw - T.ILP);
  return H;
}

double LatencyHiddenSyn(const SegmentTiming &T, unsigned W, unsigned J,
                        unsigned TLP) {
  return latencyHiddenSynTerms(T, W, J, TLP).factor();
}

} // namespace lhf
