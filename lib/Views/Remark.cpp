//===- Remark.cpp - The words of lhf's remarks, at every level ------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Views/Remark.h"

#include "lhf/Model/Demangle.h"
#include "lhf/Model/Format.h"
#include "lhf/Views/Report.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace lhf {

std::vector<RemarkArg> kernelRemarkArgs(const KernelResult &R, EntryPoint E,
                                        StringRef Level) {
  const Prediction &P = R.Pred;
  std::vector<RemarkArg> A;
  auto Text = [&](std::string S) { A.push_back({"", std::move(S)}); };
  auto Arg = [&](StringRef Key, std::string V) {
    A.push_back({Key.str(), std::move(V)});
  };
  auto Count = [](double C) { return std::to_string(wholeCount(C)); };
  Text("[");
  Arg("Level", Level.str());
  Text("] kernel '");
  Arg("Kernel", demangledName(R.Kernel.Name));
  Text("' on ");
  Arg("GPU", R.GPU.GPU->Name);
  Text(" (" + describe(R.GPU, E) + "): ");
  if (!P.CanLaunch) {
    if (!P.refused())
      Text("cannot launch: ");
    Arg("Reason", P.CannotLaunchReason);
    if (!P.refused()) {
      Text("; bottleneck: ");
      Arg("Bottleneck", bottleneckName(P.Main));
    }
  } else {
    // A time that leaves out what only adds to it says so first.
    Text(P.lowerBoundNote() ? "predicted at least " : "predicted ");
    Arg("PredictedCycles", Count(P.TimeTotal));
    Text(" cycles (");
    Arg("PredictedTimeUs", formatv("{0:f3}", num(P.TimeUs)).str());
    // Said as what it is: the GPU starting the grid's blocks, or the
    // grid's atomics on one word, when that takes longer than their work.
    Text(P.chainBound() ? " us) = the blocks' hand-offs in turn, more than "
                          "TimeOneRep "
         : P.atomicBound() && P.Main == Bottleneck::LineAtomics
             ? " us) = the grid's atomics on a few lines, more than "
               "TimeOneRep "
         : P.atomicBound() ? " us) = the grid's atomics on one word, more "
                             "than TimeOneRep "
         : P.launchBound() ? " us) = the grid's block launches, more than "
                             "TimeOneRep "
                           : " us) = TimeOneRep ");
    Arg("TimeOneRep", Count(P.TimeOneRep));
    Text(" x RepNum ");
    Arg("RepNum", Count(P.RepNum));
    if (P.partialLastWave()) {
      Text(" (the last, part-full wave ");
      Arg("TimeLastRep", Count(P.TimeLastRep));
      Text(")");
    }
    Text("; TLP ");
    Arg("TLP", std::to_string(P.TLP));
    Text(", BLP ");
    Arg("BLP", std::to_string(P.BLP));
    Text(" (limited by ");
    Arg("BLPLimiter", occLimiterName(P.Occ.Limiter));
    Text("), W ");
    Arg("W", std::to_string(P.W));
    Text(", NBB ");
    Arg("NBB", Count(P.NBB));
    Text(", registers ");
    Arg("Registers", std::to_string(P.RegsPerThread));
    Text(" (");
    Arg("RegistersSource", P.RegsSource);
    Text("); bottleneck: ");
    Arg("Bottleneck", bottleneckName(P.Main));
    Text(" (");
    Arg("Throughput", speedOfLightText(P));
    Text(")");
    if (std::string L = hintsLeftOutText(P, E); !L.empty()) {
      Text("; ");
      Arg("HintsLeftOut", L);
    }
  }
  if (!R.Kernel.LaunchFrom.empty()) {
    Text("; launch: ");
    Arg("LaunchFrom", R.Kernel.LaunchFrom);
  }
  if (std::string G = restsOnText(R, E); !G.empty()) {
    Text("; ");
    Arg("RestsOn", G);
  }
  return A;
}

std::vector<RemarkArg> hintRemarkArgs(const Hint &H, const Prediction &P) {
  double Share = P.TimeTotal > 0 ? 100.0 * H.PredictedGain / P.TimeTotal : 0;
  double Us = P.TimeTotal > 0 ? H.PredictedGain * P.TimeUs / P.TimeTotal : 0;
  std::vector<RemarkArg> A;
  if (H.Fix != HintFix::None)
    A = {{"Fix", hintFixName(H.Fix)}, {"", ": "}};
  // Cannot launch: a statement, with nothing to gain.
  if (H.Kind == Bottleneck::CannotLaunch) {
    A.push_back({"Message", H.Message});
    return A;
  }
  A.insert(A.end(),
           {{"Message", H.Message},
            {"", "; predicted gain "},
            {"PredictedGainPercent", formatv("{0:f1}", num(Share)).str()},
            {"", "% = "},
            {"PredictedGainUs", formatv("{0:f2}", num(Us)).str()},
            {"", " us ("},
            {"PredictedGain", std::to_string(wholeCount(H.PredictedGain))},
            {"", H.Capped ? " cycles, capped at the roof)" : " cycles)"}});
  return A;
}

std::string remarkText(const std::vector<RemarkArg> &Args) {
  std::string S;
  for (const RemarkArg &A : Args)
    S += A.Value;
  return S;
}

} // namespace lhf
