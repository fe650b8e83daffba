//===- HostLaunches.cpp - LHFHost.so loaded into clang with the plugin ----===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Passes/HostLaunches.h"

#include "lhf/Model/GPUDesc.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/Path.h"

#include <dlfcn.h>

using namespace llvm;

namespace lhf {

void loadHostPluginInClang() {
  // clang's plugin registry: present only in a process that has clang.
  if (!dlsym(RTLD_DEFAULT, "_ZN4llvm8RegistryIN5clang15PluginASTActionEE4HeadE"))
    return;
  if (dlsym(RTLD_DEFAULT, "lhf_host_launches_json"))
    return; // -fplugin=LHFHost.so loaded it already
  std::string Dir = thisBinaryDirectory();
  if (Dir.empty())
    return;
  SmallString<256> Path(Dir);
  sys::path::append(Path, "LHFHost.so");
  std::string Err;
  // Without it, launches need -lhf-block/-lhf-grid as before; the remark
  // asking for them says so.
  sys::DynamicLibrary::getPermanentLibrary(Path.c_str(), &Err);
}

} // namespace lhf
