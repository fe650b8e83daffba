//===- Evaluate.h - A built launch evaluated, and what it rests on -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The last steps every entry point shares: a front end builds the kernel
/// description for a resolved launch (and again at four times the assumed
/// trip counts when it assumed one, so that the output can say how much
/// the guess matters); the launch's resources and assumptions go into it;
/// the model or the simulator evaluates it; and the guesses the prediction
/// rests on are listed for its first line.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_EVALUATE_H
#define LHF_SESSION_EVALUATE_H

#include "lhf/Model/LHFModel.h"
#include "lhf/Session/GPUChoice.h"
#include "lhf/Session/Launch.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace lhf {

/// How many times the default trip count the second build assumes.
constexpr unsigned TripSensitivityFactor = 4;

/// One launch as a front end built it.
struct BuiltLaunch {
  ResolvedLaunch Launch;
  KernelDesc Kernel;
  /// The same at TripSensitivityFactor times the assumed trip counts, when
  /// the front end assumed one.
  std::optional<KernelDesc> AtMoreTrips;
};

/// Builds \p L with the front end \p Build (a kernel description for a
/// launch), twice when a trip count was assumed.
BuiltLaunch
buildLaunch(ResolvedLaunch L,
            llvm::function_ref<KernelDesc(const KernelLaunch &)> Build);

/// Each of \p Ls built (buildLaunch), once per distinct KernelLaunch: a
/// kernel called from several host sites with the same sizes is built once
/// and its description copied (the sites keep their own resources and
/// assumptions, applied when each is evaluated).
std::vector<BuiltLaunch>
buildLaunches(std::vector<ResolvedLaunch> Ls,
              llvm::function_ref<KernelDesc(const KernelLaunch &)> Build);

/// The prediction at TripSensitivityFactor times the assumed trip counts.
struct TripSensitivity {
  unsigned Trip = 0; ///< the trip count assumed there
  bool CanLaunch = true;
  double Cycles = 0, TimeUs = 0;
};

/// One launch's answer.
struct KernelResult {
  ChosenGPU GPU;
  ResolvedLaunch Launch;
  KernelDesc Kernel;
  Prediction Pred;
  std::optional<TripSensitivity> AtMoreTrips;
};

/// Puts \p B's launch (block, grid, shared memory, registers, assumptions)
/// into its kernel descriptions and evaluates them with \p O (the model or
/// the simulator). Registers the launch does not know are unknown (the
/// register limit is not applied), which is said.
KernelResult evaluateLaunch(BuiltLaunch B, const ChosenGPU &G,
                            const ModelOptions &O);

/// A guess a prediction rests on, as its first line names it.
struct Guess {
  AssumptionKind Kind;
  std::string What; ///< "the grid", "2 loop trip counts", ...
  std::vector<InputRef> BoundBy;
};

/// The guesses \p R rests on: the grid, the block, sizes the host code's
/// launch leaves unknown, assumed trip counts, unbound sizes in addresses,
/// estimated or unknown registers, dynamic shared memory.
std::vector<Guess> restsOn(const KernelResult &R);

/// "rests on guesses: the grid (pass -lhf-grid); 1 loop trip count (at 4x:
/// 52.70 us; pass -lhf-arg=n=<int> or -lhf-default-trip)", or "" when it
/// rests on none.
std::string restsOnText(const KernelResult &R, EntryPoint E);

} // namespace lhf

#endif // LHF_SESSION_EVALUATE_H
