//===- Session.h - One analysis: a request and what it resolves -*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A session holds what one analysis reads besides the code: the request,
/// its launch file (read once), the host code's launch sites and what the
/// compiled code says about registers (ptxas). Every entry point (the LLVM
/// plugin, the MLIR plugin, the driver) makes one and asks it the same
/// questions in the same order: which GPU, which launches (before any front
/// end runs), and, once a front end has built a launch, the prediction.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_SESSION_SESSION_H
#define LHF_SESSION_SESSION_H

#include "lhf/Session/Evaluate.h"
#include "lhf/Session/GPUChoice.h"
#include "lhf/Session/HostLaunches.h"
#include "lhf/Session/Launch.h"
#include "lhf/Session/Request.h"

#include "llvm/Support/JSON.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lhf {

class Session {
public:
  explicit Session(Request R) : Req(std::move(R)) {}

  const Request &request() const { return Req; }
  EntryPoint entry() const { return Req.Entry; }

  /// The host code's launch sites (replacing any set before).
  void setHostSites(std::vector<HostSite> Sites) { this->Sites = std::move(Sites); }
  const std::vector<HostSite> &hostSites() const { return Sites; }

  /// What the compiled code says about kernel \p Name (ptxas).
  void setKnown(const std::string &Name, KernelResources K) {
    Known[Name] = std::move(K);
  }
  const KernelResources *known(llvm::StringRef Name) const;

  /// The code the GPU runs (nvcc's) keeps kernel \p Name's local arrays
  /// in registers, as \p Why says: its launches are built so.
  void setLocalInRegisters(const std::string &Name, std::string Why) {
    LocalInRegisters[Name] = std::move(Why);
  }

  /// The GPU for code compiled for \p TargetCPU.
  llvm::Expected<ChosenGPU> gpu(llvm::StringRef TargetCPU) const {
    return chooseGPU(Req, TargetCPU);
  }

  /// Reads and checks the launch file of the request, once: an entry
  /// point calls it before any kernel so that a bad file is one error.
  llvm::Error readLaunchFile();

  /// The launches of the kernel \p Sig, resolved before any front end
  /// runs. \p Estimate (registers from the machine code) counts where
  /// nothing better is known.
  llvm::Expected<std::vector<ResolvedLaunch>>
  launches(const KernelSignature &Sig, const GPUDesc &G,
           const KernelResources *Estimate = nullptr);

  /// The prediction of a launch a front end built.
  KernelResult evaluate(BuiltLaunch B, const ChosenGPU &G) const {
    return evaluateLaunch(std::move(B), G, Req.Model);
  }

  /// The predicted cycles of a launch a front end built, without hints
  /// (another level's number, to compare with).
  double cyclesOf(BuiltLaunch B, const ChosenGPU &G) const {
    ModelOptions O = Req.Model;
    O.Hints = false;
    return evaluateLaunch(std::move(B), G, O).Pred.TimeTotal;
  }

  /// The kernel's predictions: its launches resolved, each built by the
  /// front end \p Build and evaluated.
  llvm::Expected<std::vector<KernelResult>>
  predict(const KernelSignature &Sig, const ChosenGPU &G,
          llvm::function_ref<KernelDesc(const KernelLaunch &)> Build);

private:
  Request Req;
  std::vector<HostSite> Sites;
  std::map<std::string, KernelResources, std::less<>> Known;
  std::map<std::string, std::string, std::less<>> LocalInRegisters;
  /// The launch file, once read; or why it could not be.
  bool LaunchRead = false;
  std::optional<llvm::json::Value> LaunchDoc;
  std::string LaunchError;
};

} // namespace lhf

#endif // LHF_SESSION_SESSION_H
