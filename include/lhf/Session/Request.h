//===- Request.h - What one analysis is asked to do ------------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A request is a plain value: the GPU, the launch as far as the user gave
/// it, the bindings, the resources and the model options. Each entry point
/// fills one in one place (the plugin's `cl::opt`s, the MLIR pass options,
/// the driver's flags); nothing below reads a command line. The entry point
/// also decides how options are spelt in what the user reads.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_REQUEST_H
#define LHF_SESSION_REQUEST_H

#include "lhf/Model/Kernel.h"
#include "lhf/Model/LHFModel.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace lhf {

/// Where a request comes from, which decides how an option is spelt in
/// messages: `-lhf-grid` (opt, llc, clang), `grid=` (mlir-opt), `--grid`
/// (the driver).
enum class EntryPoint : unsigned char { LLVM, MLIR, Driver };

/// Everything one analysis is asked, before any code is read.
struct Request {
  EntryPoint Entry = EntryPoint::LLVM;
  /// A bundled GPU name or a .json path; empty: from the target CPU.
  std::string GPU;
  std::optional<Dim3> Block;
  std::optional<Dim3> Grid;
  /// Bindings by kernel parameter name, decimal parameter index, or the
  /// name of a host variable a launch reads.
  std::map<std::string, int64_t> Args;
  std::optional<unsigned> Regs;
  std::optional<uint64_t> DynamicSmem;
  /// A JSON file of per-kernel launches (docs: -lhf-launch).
  std::string LaunchFile;
  /// Trip count assumed for loops whose count is unknown.
  unsigned DefaultTrip = 16;
  ModelOptions Model;
};

/// Parses "X[,Y[,Z]]" with positive components; errors name \p What (the
/// option or file field it came from).
llvm::Expected<Dim3> parseDim3(llvm::StringRef Text, llvm::StringRef What);

/// Adds the binding "<name|index>=<integer>" in \p Text to \p Args; errors
/// name \p What.
llvm::Error parseArgBinding(llvm::StringRef Text, llvm::StringRef What,
                            std::map<std::string, int64_t> &Args);

/// "max", "paper" or "sim"; errors name \p What.
llvm::Expected<Aggregation> parseAggregation(llvm::StringRef Text,
                                             llvm::StringRef What);

} // namespace lhf

#endif // LHF_SESSION_REQUEST_H
