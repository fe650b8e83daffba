//===- Simulator.h - Reference warp-scheduler simulation ------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A discrete-event simulation of one SM over the same kernel description
/// the analytic model reads: resident warps issue in round-robin order
/// (seed 002), each issuing its segment at the segment's throughput cost,
/// blocking at a switch point until its loads return; loads take latency
/// plus a bandwidth queue shared by the SM; barriers release a block when
/// all its warps arrive; blocks are replaced as they finish until the SM's
/// share of the grid is done. Deterministic unless a jitter seed is given
/// (latency M + |N(0, sigma)|, seed 002).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SIM_SIMULATOR_H
#define LHF_SIM_SIMULATOR_H

#include "lhf/Model/LHFModel.h"

#include <cstdint>

namespace lhf {

/// Knobs of the simulation.
struct SimOptions {
  /// Segments simulated per warp at most; longer traces are simulated up to
  /// this length and scaled (said in the result).
  unsigned MaxTrace = 4096;
  /// Waves of resident blocks simulated at most; the rest of a longer grid
  /// is scaled from them (said in the result).
  unsigned MaxWaves = 4;
  /// Issue events simulated at most: a simulation that needs more gives no
  /// time (a partial one would be a wrong number).
  uint64_t MaxEvents = 20000000;
  /// Latency jitter: sigma as a fraction of the latency; 0 = deterministic.
  double JitterSigma = 0;
  uint64_t Seed = 1;
  /// Outstanding memory requests per SM; 0 = unlimited.
  unsigned MSHR = 0;
};

/// The simulation's verdict for one SM (all SMs alike).
struct SimResult {
  double Cycles = 0;       ///< until the SM's last block finishes
  double IssueBusy = 0;    ///< cycles the issue pipe was busy
  double Scale = 1;        ///< trace scaling applied (1 = exact)
  double BlockScale = 1;   ///< blocks per SM / blocks simulated
  bool Finished = true;    ///< false: stopped at MaxEvents, no time
  uint64_t Blocks = 0;     ///< blocks this SM ran
  uint64_t Events = 0;     ///< issue events simulated
};

/// Simulates kernel \p K on \p G with \p BLP resident blocks per SM.
SimResult simulateSM(const KernelDesc &K, const GPUDesc &G, unsigned BLP,
                     const SimOptions &Opts = {});

/// The model's prediction; with Aggregation::Sim the times come from the
/// simulation (the per-segment breakdown stays the analytic `max` one).
Prediction evaluate(const KernelDesc &K, const GPUDesc &G,
                    const ModelOptions &Opts);

} // namespace lhf

#endif // LHF_SIM_SIMULATOR_H
