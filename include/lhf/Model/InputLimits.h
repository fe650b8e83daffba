//===- InputLimits.h - Bounded reads of user files -------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// lhf runs inside every compile that loads the plugin, so a GPU or launch
/// file must never hang it (a FIFO, /dev/stdin), exhaust its memory
/// (/dev/zero, a 50 MB file) or overflow its stack (llvm::json::parse
/// recurses once per nesting level). Files are read only when they are
/// regular files under a size limit, and JSON is checked for its nesting
/// depth before it is parsed (docs/robustness.md).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_MODEL_INPUTLIMITS_H
#define LHF_MODEL_INPUTLIMITS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstdint>
#include "llvm/Support/JSON.h"

#include <memory>
#include <string>

namespace lhf {

/// A GPU description is a few kilobytes; a launch file a few per kernel.
constexpr uint64_t MaxGPUFileBytes = uint64_t(1) << 20;
constexpr uint64_t MaxLaunchFileBytes = uint64_t(16) << 20;
/// The GPU and launch files nest 4 levels; 64 leaves room and bounds the
/// parser's recursion.
constexpr unsigned MaxJSONDepth = 64;
/// The front ends and the model walk a loop nest recursively; kernels nest
/// a handful of loops, and 100 levels keep that walk far from the stack's
/// end even under AddressSanitizer's larger frames (2000 levels overflowed).
constexpr unsigned MaxLoopNestDepth = 100;

/// The refusal for a kernel whose loops nest \p Depth deep, or "" when
/// \p Depth is within MaxLoopNestDepth.
std::string loopNestRefusal(unsigned Depth);

/// Reads \p Path if it is a regular file of at most \p MaxBytes bytes; the
/// error names the file, what it was read as (\p What) and the limit.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readBoundedFile(llvm::StringRef Path, llvm::StringRef What,
                uint64_t MaxBytes);

/// An error when \p Text nests arrays and objects deeper than MaxJSONDepth
/// (brackets inside strings do not count).
llvm::Error checkJSONDepth(llvm::StringRef Text, llvm::StringRef FileName);

/// \p Text parsed as JSON once checkJSONDepth accepts it; errors name
/// \p FileName ("FILE: malformed JSON: ..."). Every JSON input lhf reads
/// (GPU, launch, host-launch files, compilation databases) comes through
/// here.
llvm::Expected<llvm::json::Value> parseJSONDocument(llvm::StringRef Text,
                                                    llvm::StringRef FileName);

} // namespace lhf

#endif // LHF_MODEL_INPUTLIMITS_H
