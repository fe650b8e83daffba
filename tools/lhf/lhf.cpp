//===- lhf.cpp - The lhf driver -------------------------------------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// USAGE:
///   lhf predict k.cu --gpu a6000 --kernel sgemm --block 256 --grid 128,128
///       --arg M=4096 [--json]
///   lhf sweep k.cu --kernel K --gpu h100-sxm --block 32..1024
///       --grid-for n=1048576
///   lhf gpus [--json]
///
/// A thin loop: parse flags, hand them to Commands.cpp.
///
//===----------------------------------------------------------------------===//

#include "Commands.h"
#include "Compile.h"

#include "llvm/CodeGen/CommandFlags.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/InitializePasses.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace lhf;

static const char Usage[] =
    "usage: lhf predict <file.cu|.ll|.bc|.mir> [options] [-- clang flags]\n"
    "       lhf sweep <file> --kernel K --block A..B[:step]|a,b,c "
    "[--grid-for name=elements] [options]\n"
    "       lhf gpus [--json|--csv]\n"
    "       lhf simsweep [--gpu NAME]   (aggregations vs the simulator)\n"
    "       lhf --version | --help;  lhf <command> --help\n";

static const char OptionsHelp[] =
    "options:\n"
    "  --gpu <name|file.json>   the GPU (`lhf gpus`; default: from the "
    "target CPU, said)\n"
    "  --kernel <name|regex>    the kernels to analyse (default: all)\n"
    "  --block X[,Y[,Z]]        block size (default: the host code's "
    "<<<...>>>)\n"
    "  --grid X[,Y[,Z]]         grid size (default: the host code's, else "
    "one full wave)\n"
    "  --arg <param>=<int>      bind a kernel parameter, a struct's field "
    "(p.n) or a host\n"
    "                           variable (repeatable)\n"
    "  --regs N  --dynamic-smem BYTES  --launch file.json  --default-trip N\n"
    "  --model max|paper|sim    how exposed latencies add up\n"
    "  --all-hints              also the hints under 2% of the kernel's "
    "time\n"
    "  -v, --verbose            the model's quantities (TimeOneRep, RepNum, "
    "TLP, BLP, NBB,\n"
    "                           the split of the time) and every segment\n"
    "  --level mir|ir           machine code (default) or LLVM IR\n"
    "  --cuda-path DIR          the CUDA toolkit (default /usr/local/cuda)\n"
    "  --json | --csv           machine-readable output "
    "(docs/json-schema.md)\n"
    "compile flags (for .cu input):\n"
    "  -I DIR  -isystem DIR  -iquote DIR  -include FILE  -D NAME[=V]  -U "
    "NAME  -std=S\n"
    "  --use_fast_math          nvcc's fast math (clang: -ffast-math with "
    "approximate\n"
    "                           transcendentals), as the project builds\n"
    "  -p BUILD_DIR             the file's flags from BUILD_DIR/"
    "compile_commands.json\n"
    "  -- <flags>               anything after -- goes to clang\n"
    "  @FILE                    more options from FILE (a response file)\n";

/// Each command's --help.
static std::string commandHelp(StringRef Cmd) {
  if (Cmd == "predict")
    return std::string("usage: lhf predict <file.cu|.ll|.bc|.mir> [options] "
                       "[-- clang flags]\n"
                       "Predicts each kernel's time on a GPU, with its "
                       "bottleneck and what to change.\n") +
           OptionsHelp;
  if (Cmd == "sweep")
    return std::string("usage: lhf sweep <file> --kernel K --block "
                       "A..B[:step]|a,b,c [--grid-for name=elements] "
                       "[options]\n"
                       "Predicts one kernel for each block size and "
                       "recommends the fastest; --grid-for sizes the grid to "
                       "cover `elements`.\n") +
           OptionsHelp;
  if (Cmd == "gpus")
    return "usage: lhf gpus [--json|--csv]\n"
           "Lists the GPU descriptions (LHF_GPU_DIR, else the installed or "
           "bundled gpus/) with their sources.\n";
  if (Cmd == "simsweep")
    return "usage: lhf simsweep [--gpu NAME] [--json]\n"
           "Compares the model's aggregations with the warp-scheduler "
           "simulator on synthetic kernels.\n";
  return std::string(Usage) + OptionsHelp;
}

static const char *const CommandNames[] = {"predict", "sweep", "gpus",
                                           "simsweep"};
static const char *const OptionNames[] = {
    "--gpu",  "--kernel",       "--block",        "--grid",  "--grid-for",
    "--arg",  "--launch",       "--model",        "--level", "--cuda-path",
    "--regs", "--dynamic-smem", "--default-trip", "--json",  "--csv",
    "--help", "--all-hints",    "-isystem",       "-iquote", "-include",
    "-std=",  "--verbose",      "--use_fast_math"};

/// " (did you mean 'X'?)" for the closest of \p Known, or "".
static std::string didYouMean(StringRef Word, ArrayRef<const char *> Known) {
  StringRef Name = Word.split('=').first;
  unsigned Best = std::max<unsigned>(2, Name.size() / 3) + 1;
  StringRef Hit;
  for (StringRef K : Known) {
    unsigned D = Name.edit_distance(K.split('=').first);
    if (D < Best) {
      Best = D;
      Hit = K;
    }
  }
  return Hit.empty() ? "" : (" (did you mean '" + Hit + "'?)").str();
}

/// A usage error as clang says one: the error, and where the options are
/// (the whole usage only when no command was given).
static int usage(const Twine &Why, bool Full = false) {
  errs() << "lhf: error: " << Why << "\n";
  if (Full)
    errs() << Usage;
  else
    errs() << "lhf: note: 'lhf --help' lists the commands; 'lhf <command> "
              "--help' their options\n";
  return ExitUsage;
}

static int run(int argc, char **argv) {
  if (argc < 2)
    return usage("missing command", /*Full=*/true);
  StringRef Cmd = argv[1];
  DriverOptions O;
  bool Sweep = Cmd == "sweep";
  if (Cmd == "-h" || Cmd == "--help" || Cmd == "help") {
    outs() << commandHelp(argc > 2 ? argv[2] : "");
    return ExitOK;
  }
  if (Cmd == "--version" || Cmd == "version") {
    outs() << "lhf " << LHFVersion << " (LLVM " << LLVM_VERSION_STRING << ")\n";
    return ExitOK;
  }
  if (Cmd != "predict" && !Sweep && Cmd != "gpus" && Cmd != "simsweep")
    return usage("unknown command '" + Cmd + "'" +
                 didYouMean(Cmd, CommandNames));
  std::string BlockSpec;
  for (int I = 2; I < argc; ++I) {
    StringRef A = argv[I];
    if (A == "--help" || A == "-h") {
      outs() << commandHelp(Cmd);
      return ExitOK;
    }
    auto Value = [&](std::string &Out) {
      if (A.contains('=') && A.starts_with("--") && !A.starts_with("--arg")) {
        Out = A.split('=').second.str();
        return true;
      }
      if (I + 1 >= argc)
        return false;
      Out = argv[++I];
      return true;
    };
    std::string V;
    auto Flag = [&](StringRef Name) {
      return A == Name || A.starts_with((Name + "=").str());
    };
    if (A == "--json") {
      O.JSON = true;
      continue;
    }
    if (A == "--csv") {
      O.CSV = true;
      continue;
    }
    if (A == "--all-hints") {
      O.AllHints = true;
      continue;
    }
    if (A == "-v" || A == "--verbose") {
      O.Verbose = true;
      continue;
    }
    if (A == "--") { // the rest is the compiler's
      O.CompileFlags.insert(O.CompileFlags.end(), argv + I + 1, argv + argc);
      break;
    }
    // The compiler's own spellings, glued (-Iinc) or apart (-I inc).
    if (A.starts_with("-I") || A.starts_with("-D") || A.starts_with("-U") ||
        A.starts_with("-std=") || A == "-isystem" || A == "-iquote" ||
        A == "-include" || isFastMathFlag(A)) {
      O.CompileFlags.push_back(A.str());
      bool Apart =
          A.size() == 2 || A == "-isystem" || A == "-iquote" || A == "-include";
      if (Apart) {
        if (I + 1 >= argc)
          return usage("option '" + A + "' needs a value");
        O.CompileFlags.push_back(argv[++I]);
      }
      continue;
    }
    if (A == "-p") {
      if (I + 1 >= argc)
        return usage("option '-p' needs a build directory");
      O.CompileDB = argv[++I];
      continue;
    }
    // main() expanded every @file it could read.
    if (A.starts_with("@"))
      return usage("cannot read the response file '" + A.drop_front() + "'");
    if (!A.starts_with("-")) {
      if (!O.Input.empty())
        return usage("more than one input file");
      O.Input = A.str();
      continue;
    }
    bool Known = true;
    if (Flag("--gpu") && Value(V))
      O.GPU = V;
    else if (Flag("--kernel") && Value(V))
      O.Kernel = V;
    else if (Flag("--block") && Value(V))
      BlockSpec = V;
    else if (Flag("--grid") && Value(V))
      O.Grid = V;
    else if (Flag("--grid-for") && Value(V))
      O.GridFor = V;
    else if (A == "--arg" && I + 1 < argc)
      O.Args.push_back(argv[++I]);
    else if (A.starts_with("--arg="))
      O.Args.push_back(A.drop_front(6).str());
    else if (Flag("--launch") && Value(V))
      O.Launch = V;
    else if (Flag("--model") && Value(V))
      O.Model = V;
    else if (Flag("--level") && Value(V))
      O.Level = V;
    else if (Flag("--cuda-path") && Value(V))
      O.CudaPath = V;
    else if (Flag("--regs") && Value(V)) {
      unsigned N;
      if (StringRef(V).getAsInteger(10, N))
        return usage("--regs expects an integer, got '" + V + "'");
      O.Regs = N;
    } else if (Flag("--dynamic-smem") && Value(V)) {
      uint64_t N;
      if (StringRef(V).getAsInteger(10, N))
        return usage("--dynamic-smem expects bytes, got '" + V + "'");
      O.DynamicSmem = N;
    } else if (Flag("--default-trip") && Value(V)) {
      unsigned N;
      if (StringRef(V).getAsInteger(10, N) || !N)
        return usage("--default-trip expects a positive integer");
      O.DefaultTrip = N;
    } else
      Known = false;
    if (!Known && is_contained(OptionNames, A))
      return usage("option '" + A + "' needs a value");
    if (!Known)
      return usage("unknown option '" + A + "'" + didYouMean(A, OptionNames));
  }
  if (O.JSON && O.CSV)
    return usage("--json and --csv: choose one");
  if (Cmd == "gpus")
    return runGPUs(O.JSON  ? OutputFormat::JSON
                   : O.CSV ? OutputFormat::CSV
                           : OutputFormat::Text);
  // Once, before compiling anything (not once per kernel).
  if (!O.GPU.empty())
    if (Expected<GPUDesc> G = loadGPUDesc(O.GPU); !G) {
      errs() << "lhf: error: --gpu: " << toString(G.takeError()) << "\n";
      return ExitInput;
    }
  if (Cmd == "simsweep")
    return runSimSweep(O);
  if (O.Input.empty())
    return usage("missing input file");
  if (std::string Err;
      !O.Kernel.empty() && !Regex("^(" + O.Kernel + ")$").isValid(Err))
    return usage("--kernel '" + O.Kernel +
                 "' is not a regular expression: " + Err);
  if (O.Level != "ir" && O.Level != "mir")
    return usage("--level must be ir or mir");
  if (!O.Model.empty() && O.Model != "paper" && O.Model != "max" &&
      O.Model != "sim")
    return usage("--model must be paper, max or sim");
  if (Sweep) {
    std::string Why;
    if (BlockSpec.empty())
      return usage("sweep needs --block A..B[:step], a,b,c or XxY of those");
    if (!parseBlockSpec(BlockSpec, O.Blocks, Why))
      return usage("invalid sweep --block '" + BlockSpec + "': " + Why);
    return runSweep(O);
  }
  if (!O.GridFor.empty())
    return usage("--grid-for is a sweep option (it sizes each shape's grid); "
                 "predict takes --grid or the host code's launch");
  O.Block = BlockSpec;
  return runPredict(O);
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // Response files as compilers read them: `lhf predict k.cu @flags.rsp`.
  BumpPtrAllocator Alloc;
  SmallVector<const char *, 32> Args(argv, argv + argc);
  cl::ExpansionContext Expand(Alloc, cl::TokenizeGNUCommandLine);
  if (Error E = Expand.expandResponseFiles(Args)) {
    errs() << "lhf: error: " << toString(std::move(E)) << "\n";
    return ExitUsage;
  }
  InitializeAllTargetInfos();
  InitializeAllTargets();
  InitializeAllTargetMCs();
  InitializeAllAsmPrinters();
  initializeCodeGen(*PassRegistry::getPassRegistry());
  initializeTarget(*PassRegistry::getPassRegistry());
  int RC = run(int(Args.size()), const_cast<char **>(Args.data()));
  // A full disk or a closed pipe on stdout is the user's to know, in one
  // line: unchecked, raw_fd_ostream would stop the process with
  // "LLVM ERROR" at exit.
  outs().flush();
  if (std::error_code EC = outs().error()) {
    outs().clear_error();
    errs() << "lhf: error: cannot write the output: " << EC.message() << "\n";
    return RC == ExitOK ? ExitInput : RC;
  }
  return RC;
}
