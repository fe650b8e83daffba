//===- HostLaunches.h - Launches taken from the host code -----*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The kernel launches that LHFHost.so reads from the host code, turned
/// into launch specifications: one per launch site of a kernel, with the
/// options and launch file winning over what the host code says.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_HOSTLAUNCHES_H
#define LHF_PASSES_HOSTLAUNCHES_H

#include "lhf/Passes/Options.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace lhf {

/// Inside clang, loads LHFHost.so from beside this plugin, so that
/// `-fpass-plugin=LHF.so` alone reads the launches; elsewhere nothing.
void loadHostPluginInClang();

/// One launch per launch site of kernel \p Mangled in the host code
/// (-lhf-host-launches, or LHFHost.so in this process), merged under the
/// options and launch file; just launchFor() when the host code launches
/// it nowhere, or when -lhf-block and -lhf-grid are both given.
llvm::Expected<std::vector<LaunchSpec>> launchesFor(llvm::StringRef Mangled);

} // namespace lhf

#endif // LHF_PASSES_HOSTLAUNCHES_H
