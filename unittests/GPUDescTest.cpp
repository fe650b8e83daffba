//===- GPUDescTest.cpp - GPU description files ----------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "lhf/Model/GPUDesc.h"

#include "llvm/Support/MemoryBuffer.h"
#include "gtest/gtest.h"

#include <cstdlib>

using namespace lhf;

namespace {

class GPUDescTest : public ::testing::Test {
protected:
  void SetUp() override { setenv("LHF_GPU_DIR", LHF_TEST_GPU_DIR, 1); }

  /// The Tesla C1060 file with \p From replaced by \p To.
  std::string c1060With(const std::string &From, const std::string &To) {
    auto Buf = llvm::MemoryBuffer::getFile(LHF_TEST_GPU_DIR
                                           "/tesla-c1060.json");
    EXPECT_TRUE(bool(Buf));
    std::string Text = (*Buf)->getBuffer().str();
    size_t At = Text.find(From);
    EXPECT_NE(At, std::string::npos) << From;
    if (At != std::string::npos)
      Text.replace(At, From.size(), To);
    return Text;
  }

  /// The C1060 file with an optional top-level figure \p Key added.
  std::string c1060WithFigure(const std::string &Key,
                              const std::string &Value) {
    const std::string Warp = "\"warp_size\": {";
    return c1060With(Warp, "\"" + Key + "\": {\"value\": " + Value +
                               ", \"source\": \"test\"}, " + Warp);
  }

  std::string errorOf(const std::string &Text) {
    llvm::Expected<GPUDesc> G = parseGPUDesc(Text, "bad.json");
    if (G)
      return "";
    return llvm::toString(G.takeError());
  }
};

TEST_F(GPUDescTest, EveryRequiredGPUIsBundledAndLoads) {
  const char *Required[] = {
      "tesla-c1060", "g80",       "gtx280",    "gtx780ti", "m2090",
      "k20x",        "v100",      "t4",        "a100-40gb", "a100-80gb",
      "a40",         "a6000",     "rtx3090",   "l40",      "rtx4090",
      "h100-pcie",   "h100-sxm",  "h200"};
  for (const char *Name : Required) {
    llvm::Expected<GPUDesc> G = loadGPUDesc(Name);
    ASSERT_TRUE(bool(G)) << Name << ": " << llvm::toString(G.takeError());
    EXPECT_EQ(G->Name, Name);
    EXPECT_GT(G->SMCount, 0u);
    EXPECT_GT(G->mem(MemLevel::Global).BytesPerClkPerSM, 0);
    EXPECT_GT(G->mem(MemLevel::Global).Latency, G->mem(MemLevel::Shared).Latency)
        << Name;
  }
}

TEST_F(GPUDescTest, EveryBundledFileLoads) {
  std::vector<std::string> Names = listGPUNames();
  EXPECT_GE(Names.size(), 18u);
  for (const std::string &N : Names) {
    llvm::Expected<GPUDesc> G = loadGPUDesc(N);
    EXPECT_TRUE(bool(G)) << N << ": " << llvm::toString(G.takeError());
  }
}

TEST_F(GPUDescTest, TeslaC1060IsThePapersTables) {
  llvm::Expected<GPUDesc> G = loadGPUDesc("tesla-c1060");
  ASSERT_TRUE(bool(G));
  EXPECT_EQ(G->CCMajor, 1u);
  EXPECT_EQ(G->CCMinor, 3u);
  EXPECT_EQ(G->SMCount, 30u);
  EXPECT_EQ(G->Limits.MaxWarpsPerSM, 32u);
  EXPECT_EQ(G->Limits.MaxThreadsPerSM, 1024u);
  EXPECT_EQ(G->Limits.MaxBlocksPerSM, 8u);
  EXPECT_EQ(G->Limits.RegistersPerSM, 16384u);
  EXPECT_EQ(G->Limits.RegisterAllocationUnit, 512u);
  EXPECT_TRUE(G->Limits.RegisterAllocationPerBlock);
  EXPECT_EQ(G->Limits.SharedMemoryPerSM, 16384u);
  EXPECT_EQ(G->Limits.SharedMemoryAllocationUnit, 512u);
  EXPECT_EQ(G->mem(MemLevel::Global).Latency, 550);
  EXPECT_EQ(G->mem(MemLevel::Shared).Latency, 36);
  EXPECT_EQ(G->instr(InstrClass::FP32).Throughput, 4);
  EXPECT_EQ(G->instr(InstrClass::FP32SmemOperand).Throughput, 6);
  EXPECT_EQ(G->instr(InstrClass::GlobalIssue).Throughput, 4);
  // 102 GB/s over 30 SMs at 1.3 GHz.
  EXPECT_NEAR(G->mem(MemLevel::Global).BytesPerClkPerSM, 102e9 / 30 / 1.3e9,
              1e-9);
  EXPECT_EQ(G->Sources.at("memory.global.latency").rfind("Yuan", 0), 0u);
}

TEST_F(GPUDescTest, UnknownNameListsKnownOnes) {
  llvm::Expected<GPUDesc> G = loadGPUDesc("gtx9999");
  ASSERT_FALSE(bool(G));
  std::string E = llvm::toString(G.takeError());
  EXPECT_NE(E.find("unknown GPU 'gtx9999'"), std::string::npos) << E;
  EXPECT_NE(E.find("tesla-c1060"), std::string::npos) << E;
  EXPECT_NE(E.find("h100-sxm"), std::string::npos) << E;
}

TEST_F(GPUDescTest, MissingFileNamesIt) {
  llvm::Expected<GPUDesc> G = loadGPUDesc("/nonexistent/x.json");
  ASSERT_FALSE(bool(G));
  EXPECT_NE(llvm::toString(G.takeError()).find("/nonexistent/x.json"),
            std::string::npos);
}

TEST_F(GPUDescTest, MalformedJSON) {
  std::string E = errorOf("{ \"name\": ");
  EXPECT_NE(E.find("bad.json: malformed JSON"), std::string::npos) << E;
}

TEST_F(GPUDescTest, NumberWithoutSource) {
  std::string E = errorOf(c1060With(
      "\"sm_count\": { \"value\": 30, \"source\": \"Yuan et al., 'A GPU",
      "\"sm_count\": { \"value\": 30, \"sourc\": \"Yuan et al., 'A GPU"));
  EXPECT_EQ(E, "bad.json: sm_count.source: missing: every number needs a "
               "source citation");
}

TEST_F(GPUDescTest, BareNumberIsRejected) {
  std::string E = errorOf(c1060With(
      "\"warp_size\": { \"value\": 32, \"source\": \"Yuan et al. 2010, "
      "Table 1, Threads/Warp (1.3)\" }",
      "\"warp_size\": 32"));
  EXPECT_NE(E.find("bad.json: warp_size: expected {\"value\""),
            std::string::npos)
      << E;
}

TEST_F(GPUDescTest, MissingKeyIsNamed) {
  std::string E = errorOf(c1060With("\"max_warps_per_sm\"", "\"max_wraps\""));
  EXPECT_EQ(E, "bad.json: limits.max_warps_per_sm: missing");
}

TEST_F(GPUDescTest, WrongTypeIsNamed) {
  std::string E = errorOf(c1060With("\"value\": 550", "\"value\": \"550\""));
  EXPECT_EQ(E, "bad.json: memory.global.latency.value: expected a number");
}

TEST_F(GPUDescTest, NegativeIsRejected) {
  std::string E = errorOf(c1060With("\"value\": 36,", "\"value\": -36,"));
  EXPECT_EQ(E, "bad.json: memory.shared.latency.value: must not be negative");
}

TEST_F(GPUDescTest, ZeroSMsIsRejected) {
  std::string E = errorOf(c1060With("\"value\": 30,", "\"value\": 0,"));
  EXPECT_EQ(E, "bad.json: sm_count.value: must be positive");
}

// Values no GPU has (issue 35): a 1e-300 MHz clock, 1e9 SMs, no banks.
TEST_F(GPUDescTest, ImplausibleValuesAreRejected) {
  EXPECT_EQ(errorOf(c1060With("\"value\": 30,", "\"value\": 1000000000,")),
            "bad.json: sm_count.value: must be at most 4096");
  EXPECT_EQ(errorOf(c1060With("\"value\": 1300", "\"value\": 1e-300")),
            "bad.json: clock_mhz.value: must be between 10 and 100000 MHz");
  EXPECT_EQ(errorOf(c1060With("\"value\": 16,", "\"value\": 0,")),
            "bad.json: memory.shared.banks.value: must be positive");
}

TEST_F(GPUDescTest, BadGranularity) {
  std::string E = errorOf(c1060With("\"value\": \"block\"", "\"value\": \"cta\""));
  EXPECT_EQ(E, "bad.json: limits.register_allocation_granularity.value: "
               "expected \"block\" or \"warp\"");
}

TEST_F(GPUDescTest, MissingInstructionClass) {
  std::string E = errorOf(c1060With("\"sfu\":", "\"sfux\":"));
  EXPECT_EQ(E, "bad.json: instructions.sfu: missing");
}

TEST_F(GPUDescTest, TargetCPUMapping) {
  EXPECT_EQ(gpuForTargetCPU("sm_80"), "a100-40gb");
  EXPECT_EQ(gpuForTargetCPU("sm_90"), "h100-sxm");
  EXPECT_EQ(gpuForTargetCPU("sm_13"), "tesla-c1060");
  EXPECT_EQ(gpuForTargetCPU("sm_52"), "");
}

} // namespace

TEST_F(GPUDescTest, DispatchIsOptionalAndChecked) {
  llvm::Expected<GPUDesc> G =
      parseGPUDesc(c1060WithFigure("dispatch", "0.25"), "ok.json");
  ASSERT_TRUE(bool(G)) << llvm::toString(G.takeError());
  EXPECT_DOUBLE_EQ(G->DispatchCycles, 0.25);
  llvm::Expected<GPUDesc> Paper = loadGPUDesc("tesla-c1060");
  ASSERT_TRUE(bool(Paper));
  EXPECT_DOUBLE_EQ(Paper->DispatchCycles, 0); // the paper's sum
  std::string E = errorOf(c1060WithFigure("dispatch", "0"));
  EXPECT_NE(E.find("bad.json: dispatch.value: must be SM cycles per warp "
                   "instruction"),
            std::string::npos)
      << E;
}

TEST_F(GPUDescTest, OneWordAtomicRatesAreOptionalAndChecked) {
  llvm::Expected<GPUDesc> G =
      parseGPUDesc(c1060WithFigure("atomic_one_word_float", "3.06"), "ok.json");
  ASSERT_TRUE(bool(G)) << llvm::toString(G.takeError());
  EXPECT_DOUBLE_EQ(G->OneWordFloatAtomicCycles, 3.06);
  EXPECT_DOUBLE_EQ(G->OneWordAtomicCycles, 0);
  llvm::Expected<GPUDesc> H200 = loadGPUDesc("h200");
  ASSERT_TRUE(bool(H200));
  EXPECT_DOUBLE_EQ(H200->OneWordAtomicCycles, 1.28); // measured
  std::string E = errorOf(c1060WithFigure("atomic_one_word", "0"));
  EXPECT_NE(E.find("bad.json: atomic_one_word.value: must be SM cycles per "
                   "warp atomic for the whole GPU"),
            std::string::npos)
      << E;
}

TEST_F(GPUDescTest, BlockLaunchIsOptionalAndChecked) {
  llvm::Expected<GPUDesc> G =
      parseGPUDesc(c1060WithFigure("block_launch", "1.19"), "ok.json");
  ASSERT_TRUE(bool(G)) << llvm::toString(G.takeError());
  EXPECT_DOUBLE_EQ(G->BlockLaunchCycles, 1.19);
  llvm::Expected<GPUDesc> Paper = loadGPUDesc("tesla-c1060");
  ASSERT_TRUE(bool(Paper));
  EXPECT_DOUBLE_EQ(Paper->BlockLaunchCycles, 0); // no floor
  llvm::Expected<GPUDesc> H200 = loadGPUDesc("h200");
  ASSERT_TRUE(bool(H200));
  EXPECT_DOUBLE_EQ(H200->BlockLaunchCycles, 1.19); // measured
  std::string E = errorOf(c1060WithFigure("block_launch", "1e9"));
  EXPECT_NE(E.find("bad.json: block_launch.value: must be SM cycles per "
                   "block, at most 1e6"),
            std::string::npos)
      << E;
}
