//===- Progress.cpp - What the driver is doing, on a terminal -------------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//

#include "Progress.h"

#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdlib>
#include <string>

using namespace llvm;

namespace lhf {

namespace {
struct ProgressLine {
  enum Mode { Off, Terminal, Always } How = Off;
  std::chrono::steady_clock::time_point Start =
      std::chrono::steady_clock::now();
  bool Shown = false;
  std::string Context;

  ProgressLine() {
    const char *Env = std::getenv("LHF_PROGRESS");
    if (Env && StringRef(Env) == "1")
      How = Always;
    else if (!(Env && StringRef(Env) == "0") &&
             sys::Process::StandardErrIsDisplayed())
      How = Terminal;
  }
};

ProgressLine &line() {
  static ProgressLine L;
  return L;
}
} // namespace

void progress(const Twine &Step) {
  ProgressLine &L = line();
  if (L.How == ProgressLine::Off)
    return;
  std::string Said =
      L.Context.empty() ? Step.str() : (L.Context + ": " + Step).str();
  if (L.How == ProgressLine::Always) {
    errs() << "lhf: progress: " << Said << "\n";
    return;
  }
  if (std::chrono::steady_clock::now() - L.Start < std::chrono::seconds(1))
    return;
  std::string Text = "lhf: " + Said;
  unsigned Columns = sys::Process::StandardErrColumns();
  if (Columns > 1 && Text.size() >= Columns)
    Text.resize(Columns - 1);
  // Back to the line's start, the step, and the rest of the line erased.
  errs() << "\r" << Text << "\x1b[K";
  errs().flush();
  L.Shown = true;
}

void progressContext(const Twine &Context) { line().Context = Context.str(); }

void progressDone() {
  ProgressLine &L = line();
  L.Context.clear();
  if (L.Shown) {
    errs() << "\r\x1b[K";
    errs().flush();
    L.Shown = false;
  }
}

} // namespace lhf
