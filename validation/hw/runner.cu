// Times the project's own kernels, as clang (or nvcc) compiled them to PTX,
// on the GPU at hand: validation/hw/run.sh builds this host program with
// nvcc on the device machine and feeds it the plan that plan.py wrote.
//
//   runner PLAN OUT.csv [--reps N] [--warmup N] [--only REGEX] [--from I]
//   runner PLAN --check          no GPU: the plan parses, every PTX file
//                                holds each kernel with the plan's
//                                parameter count (run.sh --dry-run)
//
// The plan is line-based (plan.py writes it; '#' starts a comment):
//   K <id> <ptx file> <mangled name> <gx> <gy> <gz> <bx> <by> <bz> <dyn smem>
//   P ptr <bytes> <f32|f64|i32|f16>  a buffer, filled with random data
//   P i32|i64 <value>   P f32 <value>
//   E
// Each module is loaded once with cuModuleLoadDataEx (the driver's PTX JIT,
// i.e. ptxas at -O3 for this GPU). Per kernel: buffers allocated and filled
// from random pools (non-zero values), `warmup` launches, then `reps`
// launches each between two CUDA events; the CSV row has the median, min and
// max in microseconds and the function's registers, static shared and local
// memory, and the driver's blocks per SM for this launch. A kernel that
// faults leaves the context unusable: the row says so and the runner exits
// with status 3; run.sh restarts it with --from the next kernel.

#include <cuda.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

namespace {

struct Param {
  std::string Kind; // ptr, i32, i64, f32
  std::string Elem; // ptr: f32, f64, i32
  double Value = 0; // scalars
  uint64_t Bytes = 0;
  long long IntValue = 0;
};

struct Kernel {
  std::string Id, Ptx, Name;
  unsigned Grid[3], Block[3], Smem = 0;
  std::vector<Param> Params;
};

[[noreturn]] void fail(const std::string &Msg) {
  std::fprintf(stderr, "runner: %s\n", Msg.c_str());
  std::exit(2);
}

std::vector<Kernel> readPlan(const std::string &Path) {
  std::ifstream In(Path);
  if (!In)
    fail("cannot read plan '" + Path + "'");
  std::vector<Kernel> Ks;
  std::string Line;
  int LineNo = 0;
  Kernel *Cur = nullptr;
  while (std::getline(In, Line)) {
    ++LineNo;
    std::istringstream S(Line);
    std::string Tag;
    if (!(S >> Tag) || Tag[0] == '#')
      continue;
    auto bad = [&]() {
      fail(Path + ":" + std::to_string(LineNo) + ": bad line '" + Line + "'");
    };
    if (Tag == "K") {
      Ks.emplace_back();
      Cur = &Ks.back();
      if (!(S >> Cur->Id >> Cur->Ptx >> Cur->Name >> Cur->Grid[0] >>
            Cur->Grid[1] >> Cur->Grid[2] >> Cur->Block[0] >> Cur->Block[1] >>
            Cur->Block[2] >> Cur->Smem))
        bad();
    } else if (Tag == "P" && Cur) {
      Param P;
      if (!(S >> P.Kind))
        bad();
      if (P.Kind == "ptr") {
        if (!(S >> P.Bytes >> P.Elem))
          bad();
      } else if (P.Kind == "i32" || P.Kind == "i64") {
        if (!(S >> P.IntValue))
          bad();
      } else if (P.Kind == "f32") {
        if (!(S >> P.Value))
          bad();
      } else {
        bad();
      }
      Cur->Params.push_back(P);
    } else if (Tag == "E" && Cur) {
      Cur = nullptr;
    } else {
      bad();
    }
  }
  return Ks;
}

std::string readFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    fail("cannot read '" + Path + "'");
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

// The number of .param entries of `.entry Name(` in a PTX text, or -1.
int ptxParamCount(const std::string &Ptx, const std::string &Name) {
  size_t At = Ptx.find(".entry " + Name + "(");
  if (At == std::string::npos)
    return -1;
  size_t End = Ptx.find(')', At);
  int N = 0;
  for (size_t P = Ptx.find(".param", At); P != std::string::npos && P < End;
       P = Ptx.find(".param", P + 1))
    ++N;
  return N;
}

int check(const std::vector<Kernel> &Ks) {
  std::map<std::string, std::string> Texts;
  int Bad = 0;
  for (const Kernel &K : Ks) {
    if (!Texts.count(K.Ptx))
      Texts[K.Ptx] = readFile(K.Ptx);
    int N = ptxParamCount(Texts[K.Ptx], K.Name);
    if (N != (int)K.Params.size()) {
      std::fprintf(stderr, "%s: %s has %d parameters in %s, the plan %zu\n",
                   K.Id.c_str(), K.Name.c_str(), N, K.Ptx.c_str(),
                   K.Params.size());
      ++Bad;
    }
  }
  std::printf("checked %zu kernels in %zu PTX files: %d problem(s)\n",
              Ks.size(), Texts.size(), Bad);
  return Bad ? 1 : 0;
}

#define CU(call)                                                               \
  do {                                                                         \
    CUresult R_ = (call);                                                      \
    if (R_ != CUDA_SUCCESS) {                                                  \
      const char *S_ = nullptr;                                                \
      cuGetErrorString(R_, &S_);                                               \
      Err = std::string(#call) + ": " + (S_ ? S_ : "?");                       \
      return false;                                                            \
    }                                                                          \
  } while (0)
#define RT(call)                                                               \
  do {                                                                         \
    cudaError_t R_ = (call);                                                   \
    if (R_ != cudaSuccess) {                                                   \
      Err = std::string(#call) + ": " + cudaGetErrorString(R_);                \
      return false;                                                            \
    }                                                                          \
  } while (0)

// Random pools (64 MiB each) copied tile by tile into every buffer: values
// are non-zero and varied without a host pass over gigabytes.
constexpr size_t PoolBytes = 64u << 20;
std::map<std::string, void *> Pools;

bool makePools(std::string &Err) {
  std::vector<unsigned char> Host(PoolBytes);
  uint64_t X = 0x9E3779B97F4A7C15ull;
  auto next = [&]() {
    X ^= X << 13;
    X ^= X >> 7;
    X ^= X << 17;
    return X;
  };
  for (const char *E : {"f32", "f64", "i32", "f16"}) {
    std::string T = E;
    if (T == "f32")
      for (size_t I = 0; I < PoolBytes / 4; ++I)
        ((float *)Host.data())[I] = 0.5f + (next() >> 40) * 0x1p-24f;
    else if (T == "f64")
      for (size_t I = 0; I < PoolBytes / 8; ++I)
        ((double *)Host.data())[I] = 0.5 + (next() >> 11) * 0x1p-53;
    else if (T == "f16")
      // Half-precision values in [-1, 1), never zero: sign, exponent
      // 14..11 (2^-1..2^-4), random mantissa.
      for (size_t I = 0; I < PoolBytes / 2; ++I) {
        uint64_t R = next();
        ((uint16_t *)Host.data())[I] =
            (uint16_t)(((R >> 63) << 15) | ((11 + ((R >> 40) & 3)) << 10) |
                       ((R >> 20) & 0x3FF));
      }
    else
      for (size_t I = 0; I < PoolBytes / 4; ++I)
        ((int32_t *)Host.data())[I] = 1 + (int32_t)(next() >> 61);
    void *D = nullptr;
    RT(cudaMalloc(&D, PoolBytes));
    RT(cudaMemcpy(D, Host.data(), PoolBytes, cudaMemcpyHostToDevice));
    Pools[T] = D;
  }
  return true;
}

bool fillRandom(void *Dst, uint64_t Bytes, const std::string &Elem,
                std::string &Err) {
  auto It = Pools.find(Elem);
  if (It == Pools.end()) {
    Err = "unknown element type '" + Elem + "'";
    return false;
  }
  for (uint64_t Off = 0; Off < Bytes; Off += PoolBytes)
    RT(cudaMemcpyAsync((char *)Dst + Off, It->second,
                       std::min<uint64_t>(PoolBytes, Bytes - Off),
                       cudaMemcpyDeviceToDevice));
  RT(cudaDeviceSynchronize());
  return true;
}

struct Row {
  int Regs = -1, StaticSmem = -1, Local = -1, BlocksPerSM = -1, Reps = 0;
  double Median = 0, Min = 0, Max = 0;
  std::string Status = "ok";
};

std::map<std::string, CUmodule> Modules;

bool loadModule(const std::string &Path, CUmodule &M, std::string &Err) {
  auto It = Modules.find(Path);
  if (It != Modules.end()) {
    M = It->second;
    return true;
  }
  std::string Text = readFile(Path);
  char Log[8192] = {0};
  CUjit_option Opts[] = {CU_JIT_ERROR_LOG_BUFFER,
                         CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *Vals[] = {Log, (void *)(uintptr_t)sizeof(Log)};
  CUresult R = cuModuleLoadDataEx(&M, Text.c_str(), 2, Opts, Vals);
  if (R != CUDA_SUCCESS) {
    const char *S = nullptr;
    cuGetErrorString(R, &S);
    Err = std::string("cuModuleLoadDataEx: ") + (S ? S : "?") + ": " + Log;
    for (char &C : Err)
      if (C == '\n' || C == ',')
        C = ' ';
    return false;
  }
  Modules[Path] = M;
  return true;
}

bool runKernel(const Kernel &K, int Warmup, int Reps, Row &Out,
               std::string &Err) {
  CUmodule M;
  if (!loadModule(K.Ptx, M, Err))
    return false;
  CUfunction F;
  CU(cuModuleGetFunction(&F, M, K.Name.c_str()));
  CU(cuFuncGetAttribute(&Out.Regs, CU_FUNC_ATTRIBUTE_NUM_REGS, F));
  CU(cuFuncGetAttribute(&Out.StaticSmem, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES,
                        F));
  CU(cuFuncGetAttribute(&Out.Local, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, F));
  if (K.Smem > 48 * 1024)
    CU(cuFuncSetAttribute(F, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                          (int)K.Smem));
  CU(cuOccupancyMaxActiveBlocksPerMultiprocessor(
      &Out.BlocksPerSM, F, (int)(K.Block[0] * K.Block[1] * K.Block[2]),
      K.Smem));

  // Freed on every return, so that a failed launch leaks no gigabytes.
  struct Buffers {
    std::vector<void *> V;
    ~Buffers() {
      for (void *B : V)
        cudaFree(B);
    }
  } Bufs;
  std::vector<uint64_t> Storage(K.Params.size());
  std::vector<void *> Args(K.Params.size());
  for (size_t I = 0; I < K.Params.size(); ++I) {
    const Param &P = K.Params[I];
    if (P.Kind == "ptr") {
      void *D = nullptr;
      // A little slack past the end for kernels that read a halo.
      RT(cudaMalloc(&D, P.Bytes + 4096));
      Bufs.V.push_back(D);
      if (!fillRandom(D, P.Bytes + 4096, P.Elem, Err))
        return false;
      std::memcpy(&Storage[I], &D, sizeof(D));
    } else if (P.Kind == "i32") {
      int32_t V = (int32_t)P.IntValue;
      std::memcpy(&Storage[I], &V, sizeof(V));
    } else if (P.Kind == "i64") {
      int64_t V = P.IntValue;
      std::memcpy(&Storage[I], &V, sizeof(V));
    } else {
      float V = (float)P.Value;
      std::memcpy(&Storage[I], &V, sizeof(V));
    }
    Args[I] = &Storage[I];
  }

  std::vector<cudaEvent_t> Ev(2 * (size_t)Reps);
  for (auto &E : Ev)
    RT(cudaEventCreate(&E));
  auto launch = [&]() {
    return cuLaunchKernel(F, K.Grid[0], K.Grid[1], K.Grid[2], K.Block[0],
                          K.Block[1], K.Block[2], K.Smem, nullptr,
                          Args.data(), nullptr);
  };
  for (int I = 0; I < Warmup; ++I)
    CU(launch());
  RT(cudaDeviceSynchronize());
  for (int I = 0; I < Reps; ++I) {
    RT(cudaEventRecord(Ev[2 * I]));
    CU(launch());
    RT(cudaEventRecord(Ev[2 * I + 1]));
  }
  RT(cudaDeviceSynchronize());
  RT(cudaGetLastError());
  std::vector<double> Us(Reps);
  for (int I = 0; I < Reps; ++I) {
    float Ms = 0;
    RT(cudaEventElapsedTime(&Ms, Ev[2 * I], Ev[2 * I + 1]));
    Us[I] = Ms * 1e3;
  }
  for (auto &E : Ev)
    cudaEventDestroy(E);
  std::sort(Us.begin(), Us.end());
  Out.Reps = Reps;
  Out.Min = Us.front();
  Out.Max = Us.back();
  Out.Median = Reps % 2 ? Us[Reps / 2] : 0.5 * (Us[Reps / 2 - 1] + Us[Reps / 2]);
  return true;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    fail("usage: runner PLAN OUT.csv [--reps N] [--warmup N] [--only REGEX] "
         "[--from I] | runner PLAN --check");
  std::vector<Kernel> Ks = readPlan(argv[1]);
  if (std::string(argv[2]) == "--check")
    return check(Ks);
  std::string OutPath = argv[2];
  int Reps = 21, Warmup = 3;
  size_t From = 0;
  std::string Only;
  for (int I = 3; I < argc; ++I) {
    std::string A = argv[I];
    if (I + 1 >= argc)
      fail("option '" + A + "' needs a value");
    if (A == "--reps")
      Reps = std::atoi(argv[++I]);
    else if (A == "--warmup")
      Warmup = std::atoi(argv[++I]);
    else if (A == "--only")
      Only = argv[++I];
    else if (A == "--from")
      From = std::strtoul(argv[++I], nullptr, 10);
    else
      fail("unknown option '" + A + "'");
  }
  if (Reps < 1 || Warmup < 0)
    fail("--reps must be >= 1 and --warmup >= 0");
  std::regex OnlyRe(Only.empty() ? ".*" : Only);

  std::string Err;
  if (cudaFree(nullptr) != cudaSuccess || !makePools(Err))
    fail("CUDA initialisation failed " + Err);
  FILE *Out = std::fopen(OutPath.c_str(), From ? "a" : "w");
  if (!Out)
    fail("cannot write '" + OutPath + "'");
  if (!From)
    std::fprintf(Out, "index,id,ptx,mangled,grid,block,dynamic_smem,regs,"
                      "static_smem,local_bytes,blocks_per_sm,median_us,min_us,"
                      "max_us,reps,status\n");
  for (size_t I = From; I < Ks.size(); ++I) {
    const Kernel &K = Ks[I];
    if (!std::regex_search(K.Id, OnlyRe))
      continue;
    Row R;
    Err.clear();
    bool Ok = runKernel(K, Warmup, Reps, R, Err);
    if (!Ok)
      R.Status = "error: " + Err;
    std::fprintf(Out, "%zu,%s,%s,%s,%ux%ux%u,%ux%ux%u,%u,%d,%d,%d,%d,%.3f,"
                      "%.3f,%.3f,%d,%s\n",
                 I, K.Id.c_str(), K.Ptx.c_str(), K.Name.c_str(), K.Grid[0],
                 K.Grid[1], K.Grid[2], K.Block[0], K.Block[1], K.Block[2],
                 K.Smem, R.Regs, R.StaticSmem, R.Local, R.BlocksPerSM,
                 R.Median, R.Min, R.Max, R.Reps, R.Status.c_str());
    std::fflush(Out);
    std::fprintf(stderr, "[%zu/%zu] %-60s %12.2f us  %s\n", I + 1, Ks.size(),
                 K.Id.c_str(), R.Median, R.Status.c_str());
    // A fault poisons the context: stop so that run.sh starts afresh.
    if (!Ok && cudaDeviceSynchronize() != cudaSuccess)
      return 3;
  }
  std::fclose(Out);
  return 0;
}
