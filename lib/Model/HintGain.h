//===- HintGain.h - What a hint's change would gain -------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Shared by Bottleneck.cpp and Hints.cpp: a gain is the model re-run on
/// the changed kernel, never more than the headroom to a roof.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_LIB_MODEL_HINTGAIN_H
#define LHF_LIB_MODEL_HINTGAIN_H

#include "lhf/Model/LHFModel.h"

namespace lhf {

/// A hint of kind \p B proposing \p F, at \p Key's line, or at its
/// segment's without one (or without a line).
Hint hintAt(Bottleneck B, HintFix F, const Segment &S, const KeyInstr *Key);

/// Sets \p H's gain: \p Gain, at most the headroom from \p P's time to
/// \p Roof (the roof after the change; today's for a change that takes no
/// work away), and says whether the cap took something off.
void setGain(Hint &H, const Prediction &P, double Gain, double Roof);

/// Sets \p H's gain to that of running \p Changed instead of the kernel of
/// \p P with the same occupancy: the model's re-run, capped at \p
/// Changed's roof.
void setWhatIfGain(Hint &H, const Prediction &P, const KernelDesc &Changed,
                   const GPUDesc &G, const ModelOptions &Opts);

/// Shared memory per block that one stage of an asynchronous-copy pipeline
/// takes: what the copies of the kernel's most-executed copying segments
/// land (a pipelined loop issues one stage per iteration); 0 without copies.
double pipelineStageBytes(const KernelDesc &K, unsigned TLP);

/// What one more pipeline stage of \p Stage bytes per block costs in
/// occupancy, as the end of a hint (", which still fits 3 blocks per SM").
std::string oneMoreStage(const Prediction &P, const KernelDesc &K,
                         const GPUDesc &G, const ModelOptions &Opts,
                         double Stage);

/// Tiling (TileHint.cpp): an FP32 loop re-run as a register tile, a
/// tensor-core loop with larger block and warp tiles.
void addTileHints(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                  const ModelOptions &Opts);

/// Double buffering (PipelineHint.cpp): a tile loop that waits for its
/// global loads every iteration, re-run with them as a pipeline stage.
void addPipelineHint(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                     const ModelOptions &Opts);

/// More work per thread (CoarsenHint.cpp): a reduction's load phase
/// repeated in a grid that many times smaller.
void addCoarsenHint(Prediction &P, const KernelDesc &K, const GPUDesc &G,
                    const ModelOptions &Opts);

} // namespace lhf

#endif // LHF_LIB_MODEL_HINTGAIN_H
