# -*- Python -*-
import os
import lit.formats

config.name = "lhf"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll", ".mir", ".cu", ".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "run_all.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.lhf_obj_root, "test")

# Tools from LLVM 22 only: /usr/bin has an older LLVM.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, os.path.join(config.lhf_obj_root, "bin"),
     config.environment.get("PATH", "")])
config.environment["LHF_GPU_DIR"] = config.lhf_gpu_dir
# The tests' PATH, for a RUN line that puts another directory before it.
config.substitutions.append(("%lit_path", config.environment["PATH"]))

plugin = os.path.join(config.lhf_obj_root, "lib", "LHF.so")
config.substitutions.append(("%lhf_plugin", plugin))
config.substitutions.append(
    ("%host_plugin", os.path.join(config.lhf_obj_root, "lib", "LHFHost.so")))
config.substitutions.append(
    ("%opt-lhf", "opt -load-pass-plugin=%s" % plugin))
config.substitutions.append(("%llc-lhf", "llc -load=%s" % plugin))
mlir_plugin = os.path.join(config.lhf_obj_root, "lib", "LHFMLIR.so")
config.substitutions.append(
    ("%mlir-opt-lhf", "mlir-opt --load-pass-plugin=%s" % mlir_plugin))
config.substitutions.append(("%gpus", config.lhf_gpu_dir))
config.substitutions.append(("%examples", os.path.join(config.lhf_src_root, "examples")))
config.substitutions.append(("%cuda_path", config.cuda_path))

if os.path.exists(os.path.join(config.cuda_path, "include", "cuda.h")):
    config.available_features.add("cuda-sdk")
if os.access(os.path.join(config.cuda_path, "bin", "nvcc"), os.X_OK):
    config.available_features.add("nvcc")
config.substitutions.append(("%lhf_src", config.lhf_src_root))
config.substitutions.append(("%lhf_obj", config.lhf_obj_root))

import sys
config.substitutions.append(("%python", sys.executable))

# Under `make test-asan` (ASAN_OPTIONS set), a plugin loaded twice on
# purpose (Torture/plugin-twice.test) defines its globals twice, which
# ASan's ODR check reports; every other test keeps the check. And tools
# that are not ours (nvcc, ptxas) run without the preloaded ASan runtime.
asan = config.environment.get("ASAN_OPTIONS")
config.substitutions.append(
    ("%two-plugin-copies",
     "env ASAN_OPTIONS=%s:detect_odr_violation=0" % asan if asan else ""))
config.substitutions.append(("%not-ours", "env -u LD_PRELOAD"))
