//===- TestGPUs.h - GPU descriptions the unit tests load --------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#ifndef LHF_UNITTESTS_TESTGPUS_H
#define LHF_UNITTESTS_TESTGPUS_H

#include "lhf/Model/GPUDesc.h"

#include "gtest/gtest.h"

#include <cstdlib>

namespace lhf {

/// A bundled GPU file by name.
inline GPUDesc bundledGPU(const char *Name) {
  setenv("LHF_GPU_DIR", LHF_TEST_GPU_DIR, 1);
  llvm::Expected<GPUDesc> G = loadGPUDesc(Name);
  EXPECT_TRUE(bool(G));
  return *G;
}

/// The bundled Tesla C1060 file, the paper's GPU.
inline GPUDesc c1060() { return bundledGPU("tesla-c1060"); }

} // namespace lhf

#endif // LHF_UNITTESTS_TESTGPUS_H
