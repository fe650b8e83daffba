//===- LaunchFile.h - Per-kernel launches from a JSON file -----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The launch file (`-lhf-launch`, `--launch`): {"kernels": {"<name>":
/// {"block": [x, y, z], "grid": ..., "args": {...}, "regs": N,
/// "dynamic_smem": N, "static_smem": N}}}, a kernel looked up by its
/// mangled, demangled and base name.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_LAUNCHFILE_H
#define LHF_SESSION_LAUNCHFILE_H

#include "lhf/Model/Kernel.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <optional>
#include <string>

namespace lhf {

/// One kernel's entry in a launch file.
struct LaunchEntry {
  std::optional<Dim3> Block;
  std::optional<Dim3> Grid;
  std::map<std::string, int64_t> Args;
  std::optional<unsigned> Regs;
  std::optional<uint64_t> DynamicSmem;
  std::optional<uint64_t> StaticSmem;
};

/// Whether \p Doc is a launch file: a "kernels" object whose every entry
/// reads (\p FileName names it in errors). Checked once when the file is
/// read, so that a bad file is one error, not one per kernel.
llvm::Error checkLaunchDocument(const llvm::json::Value &Doc,
                                llvm::StringRef FileName);

/// The entry of kernel \p Mangled in the parsed launch file \p Doc
/// (\p FileName names it in errors); an empty entry when it has none.
llvm::Expected<LaunchEntry> launchEntry(const llvm::json::Value &Doc,
                                        llvm::StringRef FileName,
                                        llvm::StringRef Mangled);

/// The same from the file's text (checked for size and depth first).
llvm::Expected<LaunchEntry> parseLaunchFile(llvm::StringRef JSONText,
                                            llvm::StringRef FileName,
                                            llvm::StringRef Mangled);

} // namespace lhf

#endif // LHF_SESSION_LAUNCHFILE_H
