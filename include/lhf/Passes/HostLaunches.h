//===- HostLaunches.h - LHFHost.so loaded into clang with the plugin -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Inside clang, `-fpass-plugin=LHF.so` alone reads the host code's
/// launches: the plugin loads LHFHost.so, the clang plugin that records
/// them, from beside itself. The session reads what it recorded
/// (lhf/Passes/Options.h).
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_HOSTLAUNCHES_H
#define LHF_PASSES_HOSTLAUNCHES_H

namespace lhf {

/// Inside clang, loads LHFHost.so from beside this plugin; elsewhere
/// nothing.
void loadHostPluginInClang();

} // namespace lhf

#endif // LHF_PASSES_HOSTLAUNCHES_H
