//===- HostLaunches.cpp - Kernel launches read from the host code ---------===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A clang plugin (LHFHost.so) that records every `kernel<<<grid, block,
/// smem>>>(args)` of the translation unit, so that the device passes know
/// how each kernel is launched without -lhf-block/-lhf-grid. Clang's device
/// compilation parses the host functions too; this action runs before code
/// generation, so the launches are known when the passes run.
///
/// Each dimension is written as an expression over host variables in the
/// small grammar of lhf/Model/HostExpr.h, e.g. "(n + 255) / 256"; the passes
/// evaluate it with the user's -lhf-arg bindings, or with the variable's
/// initializer when the function never changes the variable.
///
/// LHF.so loads this plugin itself when it finds itself inside clang, and
/// reads the launches through lhf_host_launches_json(); the driver passes
/// -fplugin-arg-lhf-out=FILE to get them as a file.
///
//===----------------------------------------------------------------------===//

#include "Translator.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DynamicRecursiveASTVisitor.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Lexer.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace clang;
using namespace llvm;

namespace {

using lhf::host::addressOperand;
using lhf::host::CallCollector;
using lhf::host::fieldAssignment;
using lhf::host::initializerElement;
using lhf::host::MaxDepth;
using lhf::host::Translator;
using lhf::host::UserCodeVisitor;

/// A launch whose sizes read a function's parameters is recorded once per
/// call of the function, up to this many calls.
constexpr size_t MaxSites = 16;

/// The launches of the last translation unit, as JSON text.
std::string LastDoc = "{\"launches\": []}";

/// Finds the launches in every host function, template instances included.
class LaunchFinder : public UserCodeVisitor {
public:
  LaunchFinder(ASTContext &Ctx, const CallCollector &Calls)
      : Ctx(Ctx), Calls(Calls), Mangle(Ctx.createMangleContext()) {}
  json::Array Launches;

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) override {
    const FunctionDecl *K = E->getDirectCallee();
    const CallExpr *Config = E->getConfig();
    if (!Config || E->isTypeDependent() || E->isValueDependent())
      return true;
    auto Arg = [&](unsigned I) {
      return I < Config->getNumArgs() ? Config->getArg(I) : nullptr;
    };
    SmallVector<const Expr *, 8> Args(E->arguments());
    // Dynamic shared memory: the third config argument, 0 when absent
    // (clang fills in its default).
    if (K) {
      record(K, Arg(0), Arg(1), Arg(2), Config->getNumArgs() > 2, Args, E);
      return true;
    }
    // `kernel<<<...>>>` in a launch wrapper, the kernel one of its
    // parameters: one launch per call of the wrapper, each with the
    // kernel and the parameters that call passes.
    const auto *D =
        dyn_cast<DeclRefExpr>(E->getCallee()->IgnoreParenImpCasts());
    // A local function pointer the function sets to one kernel after
    // another (`kernel = &transposeNaive;` in a switch, then
    // `kernel<<<grid, threads>>>(...)`): one launch per kernel it is set to.
    if (const auto *V = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
        V && !isa<ParmVarDecl>(V) && V->hasLocalStorage() && Current &&
        Current->hasBody()) {
      for (const FunctionDecl *Kernel : kernelsAssigned(V))
        record(Kernel, Arg(0), Arg(1), Arg(2), Config->getNumArgs() > 2, Args,
               E);
      return true;
    }
    const auto *P = D ? dyn_cast<ParmVarDecl>(D->getDecl()) : nullptr;
    if (!P || !Current || P->getDeclContext() != Current)
      return true;
    auto It = Calls.Calls.find(Current->getCanonicalDecl());
    if (It == Calls.Calls.end())
      return true;
    unsigned I = P->getFunctionScopeIndex();
    for (const CallExpr *C : It->second) {
      unsigned J =
          I + (isa<CXXOperatorCallExpr>(C) && isa<CXXMethodDecl>(Current));
      if (J >= C->getNumArgs())
        continue;
      if (const FunctionDecl *Kernel = kernelOf(C->getArg(J)))
        record(Kernel, Arg(0), Arg(1), Arg(2), Config->getNumArgs() > 2, Args,
               E, C);
    }
    return true;
  }

  /// The runtime's launch functions: cudaLaunchKernel(kernel, grid, block,
  /// args, smem, stream) and cudaLaunchCooperativeKernel alike;
  /// cudaLaunchKernelEx(&config, kernel, args...) with the config's
  /// gridDim, blockDim and dynamicSmemBytes from its initializer or the
  /// function's own `config.gridDim = ...;` statements.
  bool VisitCallExpr(CallExpr *C) override {
    const FunctionDecl *FD = C->getDirectCallee();
    if (!FD || !FD->getIdentifier() || C->isTypeDependent() ||
        C->isValueDependent())
      return true;
    StringRef N = FD->getName();
    unsigned NA = C->getNumArgs();
    if ((N == "cudaLaunchKernel" || N == "cudaLaunchCooperativeKernel") &&
        NA >= 3) {
      if (const FunctionDecl *K = kernelOf(C->getArg(0)))
        record(K, C->getArg(1), C->getArg(2), NA > 4 ? C->getArg(4) : nullptr,
               true, NA > 3 ? argumentArray(C->getArg(3), K) : std::nullopt, C);
      return true;
    }
    if ((N == "cudaLaunchKernelEx" || N == "cudaLaunchKernelExC") && NA >= 2) {
      const FunctionDecl *K = kernelOf(C->getArg(1));
      const VarDecl *Cfg = addressedVar(C->getArg(0));
      if (!K || !Cfg)
        return true;
      // The C++ overload passes the kernel's arguments themselves.
      std::optional<SmallVector<const Expr *, 8>> Args;
      if (N == "cudaLaunchKernelEx" && NA - 2 == K->getNumParams())
        Args.emplace(C->arguments().begin() + 2, C->arguments().end());
      record(K, configField(Cfg, "gridDim", 0), configField(Cfg, "blockDim", 1),
             configField(Cfg, "dynamicSmemBytes", 2), true, Args, C);
    }
    return true;
  }

private:
  /// The kernels the current function stores in the function pointer \p V
  /// (its initializer and each `V = k;`), in order, once each.
  SmallVector<const FunctionDecl *, 8> kernelsAssigned(const VarDecl *V) {
    SmallVector<const FunctionDecl *, 8> Out;
    auto Add = [&](const Expr *X) {
      if (const FunctionDecl *K = X ? kernelOf(X) : nullptr)
        if (!is_contained(Out, K))
          Out.push_back(K);
    };
    Add(V->getInit());
    class Stores : public DynamicRecursiveASTVisitor {
    public:
      Stores(const VarDecl *V, function_ref<void(const Expr *)> Add)
          : V(V), Add(Add) {}
      bool VisitBinaryOperator(BinaryOperator *B) override {
        const auto *D =
            dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts());
        if (B->getOpcode() == BO_Assign && D && D->getDecl() == V)
          Add(B->getRHS());
        return true;
      }
      const VarDecl *V;
      function_ref<void(const Expr *)> Add;
    } S(V, Add);
    S.TraverseStmt(Current->getBody());
    return Out;
  }

  /// The __global__ function an expression names: `k`, `&k`, `(void *)k`,
  /// `reinterpret_cast<const void *>(&k<float>)`.
  static const FunctionDecl *kernelOf(const Expr *E) {
    for (unsigned Depth = 0; E && Depth < MaxDepth; ++Depth) {
      E = E->IgnoreParens();
      if (const auto *Cast = dyn_cast<CastExpr>(E))
        E = Cast->getSubExpr();
      else if (const auto *U = dyn_cast<UnaryOperator>(E);
               U && U->getOpcode() == UO_AddrOf)
        E = U->getSubExpr();
      else if (const auto *D = dyn_cast<DeclRefExpr>(E)) {
        const auto *FD = dyn_cast<FunctionDecl>(D->getDecl());
        return FD && FD->hasAttr<CUDAGlobalAttr>() ? FD : nullptr;
      } else
        return nullptr;
    }
    return nullptr;
  }

  /// The kernel's arguments from `void *args[] = {&a, &n}` (the array
  /// cudaLaunchKernel is given): `a`, `n`.
  static std::optional<SmallVector<const Expr *, 8>>
  argumentArray(const Expr *E, const FunctionDecl *K) {
    const auto *D = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    const auto *VD = D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
    const Expr *Init = VD ? VD->getInit() : nullptr;
    const auto *IL =
        Init ? dyn_cast<InitListExpr>(Init->IgnoreImplicit()) : nullptr;
    if (!IL || IL->getNumInits() != K->getNumParams())
      return std::nullopt;
    SmallVector<const Expr *, 8> Out;
    for (const Expr *X : IL->inits()) {
      const Expr *A = addressOperand(X);
      if (!A)
        return std::nullopt;
      Out.push_back(A);
    }
    return Out;
  }

  /// The local variable `&v` points to.
  static const VarDecl *addressedVar(const Expr *E) {
    const auto *U = dyn_cast<UnaryOperator>(E->IgnoreParenImpCasts());
    if (!U || U->getOpcode() != UO_AddrOf)
      return nullptr;
    const auto *D = dyn_cast<DeclRefExpr>(U->getSubExpr()->IgnoreParens());
    return D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
  }

  /// A field of a launch config: the last `cfg.Field = e;` statement of the
  /// function's own body, else element \p Index of its initializer.
  const Expr *configField(const VarDecl *Cfg, StringRef Field, unsigned Index) {
    const Expr *Value = nullptr;
    if (Current && Current->hasBody())
      if (const auto *Body = dyn_cast<CompoundStmt>(Current->getBody()))
        for (const Stmt *St : Body->body())
          if (const Expr *R = fieldAssignment(St, Cfg, Field))
            Value = R;
    return Value ? Value : initializerElement(Cfg, Index);
  }

  /// A struct the kernel takes by value (parameter \p P of type \p RD),
  /// passed as \p X: its integer fields' names ("p.n"), byte offsets (as
  /// the kernel reads them) and, where \p X is a local variable, values.
  json::Object fieldArguments(Translator &T, const ParmVarDecl *P,
                              const RecordDecl *RD, const Expr *X) {
    const VarDecl *VD = nullptr;
    if (X) {
      X = X->IgnoreImplicit();
      if (const auto *C = dyn_cast<CXXConstructExpr>(X);
          C && C->getNumArgs() == 1) // the copy the call makes
        X = C->getArg(0)->IgnoreImplicit();
      if (const auto *D = dyn_cast<DeclRefExpr>(X->IgnoreParenImpCasts()))
        VD = dyn_cast<VarDecl>(D->getDecl());
    }
    json::Array Fields;
    if (RD->getDefinition() && !RD->isInvalidDecl() && !RD->isDependentType()) {
      const ASTRecordLayout &RL = Ctx.getASTRecordLayout(RD->getDefinition());
      for (const FieldDecl *FD : RD->getDefinition()->fields()) {
        if (!FD->getType()->isIntegralOrEnumerationType() || FD->isBitField() ||
            FD->getName().empty())
          continue;
        std::optional<std::string> V = VD ? T.fieldValue(VD, FD) : std::nullopt;
        Fields.push_back(json::Object{
            {"name", (P->getName() + "." + FD->getName()).str()},
            {"offset", int64_t(RL.getFieldOffset(FD->getFieldIndex()) / 8)},
            {"value", V ? json::Value(*V) : json::Value(nullptr)}});
      }
    }
    return json::Object{{"fields", std::move(Fields)}};
  }

  /// One launch of \p K: its grid, block and dynamic shared memory (\p
  /// HasSmem: 0 when \p Smem is absent), and the kernel's arguments when
  /// the call passes them.
  void record(const FunctionDecl *K, const Expr *Grid, const Expr *Block,
              const Expr *Smem, bool HasSmem,
              std::optional<ArrayRef<const Expr *>> Args, const Expr *E,
              const CallExpr *Site = nullptr) {
    // A wrapper's launch is at its call, where the user chose the kernel;
    // its values are read at the launch itself.
    const Expr *Launch = E;
    if (Site)
      E = Site;
    // A template's own body: its instances, visited too, are the launches
    // that run (and only they know the template's arguments' callers).
    if (Current && Current->isDependentContext())
      return;
    std::string Name;
    {
      raw_string_ostream OS(Name);
      if (Mangle->shouldMangleDeclName(K))
        Mangle->mangleName(GlobalDecl(K, KernelReferenceKind::Kernel), OS);
      else
        OS << K->getName();
    }
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc PL = SM.getPresumedLoc(SM.getExpansionLoc(E->getBeginLoc()));
    Translator T(Ctx, Current, Calls, Launch, Site);
    json::Object L{{"kernel", Name},
                   {"file", PL.isValid() ? PL.getFilename() : ""},
                   {"line", PL.isValid() ? PL.getLine() : 0},
                   {"column", PL.isValid() ? PL.getColumn() : 0}};
    auto Dim = [&](const Expr *D) -> json::Value {
      if (!D)
        return nullptr;
      if (std::optional<std::array<std::string, 3>> V = T.dim3(D))
        return json::Array{(*V)[0], (*V)[1], (*V)[2]};
      return nullptr;
    };
    L["grid"] = Dim(Grid);
    L["block"] = Dim(Block);
    if (HasSmem) {
      std::optional<std::string> S =
          Smem ? T.integer(Smem) : std::optional<std::string>("0");
      L["dynamic_smem"] = S ? json::Value(*S) : json::Value(nullptr);
    }
    json::Array A;
    for (unsigned I = 0; I < K->getNumParams(); ++I) {
      const Expr *X = Args && I < Args->size() ? (*Args)[I] : nullptr;
      if (const RecordDecl *RD =
              K->getParamDecl(I)->getType()->getAsRecordDecl()) {
        A.push_back(fieldArguments(T, K->getParamDecl(I), RD, X));
        continue;
      }
      std::optional<std::string> V;
      if (X && X->getType()->isIntegralOrEnumerationType())
        V = T.integer(X);
      A.push_back(V ? json::Value(*V) : json::Value(nullptr));
    }
    L["args"] = std::move(A);
    // Made only where the `if`s around it hold (read per launch below).
    std::string When = T.conditionsOf(Launch);
    for (const std::string &W : T.CallConditions)
      When = When.empty() ? W : "(" + When + " && " + W + ")";
    if (!When.empty())
      L["when"] = When;
    // Sizes from the parameters of a function called from several places
    // (llm.c's attention_backward, called once per softmax variant): one
    // launch per call, each reading that call's arguments.
    if (T.NeedsSite && !Site && Current) {
      auto It = Calls.Calls.find(Current->getCanonicalDecl());
      if (It != Calls.Calls.end() && It->second.size() <= MaxSites) {
        // Its call of itself is read from the outer calls, level by level.
        const CallExpr *Self = T.recursiveCall(Current);
        for (const CallExpr *C : It->second)
          if (C != Self)
            record(K, Grid, Block, Smem, HasSmem, Args, Launch, C);
        return;
      }
    }
    L["vars"] = std::move(T.Vars);
    // As written in the file (also inside a macro's argument,
    // CUDA_CHECK(cudaLaunchKernel(...))); a launch in a macro's own body,
    // the macro's use.
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (Range.isInvalid())
      Range = SM.getExpansionRange(E->getSourceRange());
    StringRef Text = Lexer::getSourceText(Range, SM, Ctx.getLangOpts());
    L["text"] =
        Text.size() > 160 ? (Text.take_front(157) + "...").str() : Text.str();
    // A variable taking each element of an array in turn: one launch per
    // element (per combination, when there are a few such variables).
    // Arrays of one length read at one unchanged index move together.
    std::vector<std::vector<const std::string *>> Dims;
    std::map<std::pair<std::string, size_t>, size_t> DimOf;
    for (const auto &[Name, C] : T.Choices) {
      size_t D = Dims.size();
      if (!C.Index.empty())
        D = DimOf.try_emplace({C.Index, C.Elements.size()}, D).first->second;
      if (D == Dims.size())
        Dims.emplace_back();
      Dims[D].push_back(&Name);
    }
    size_t Combinations = 1;
    for (const auto &D : Dims)
      Combinations *= T.Choices.at(*D.front()).Elements.size();
    json::Object Notes;
    for (const auto &[Name, How] : T.From)
      Notes[Name] = How;
    if (T.Choices.empty() || Combinations > 64) {
      for (const auto &C : T.Choices)
        (*L.getObject("vars"))[C.first] = nullptr;
      if (!Notes.empty())
        L["vars_from"] = std::move(Notes);
      Launches.push_back(std::move(L));
      return;
    }
    for (size_t K = 0; K < Combinations; ++K) {
      json::Object Copy = L;
      json::Object From = Notes;
      size_t Rest = K;
      for (const auto &D : Dims) {
        size_t N = T.Choices.at(*D.front()).Elements.size();
        size_t I = Rest % N;
        Rest /= N;
        for (const std::string *Name : D) {
          const auto &C = T.Choices.at(*Name);
          (*Copy.getObject("vars"))[*Name] = C.Elements[I];
          if (C.Whens.empty()) {
            From[*Name] = formatv("{0}[{1}] of {2}", C.Array, I, N);
            continue;
          }
          // A loop's pass (a recursion's level): made where the loop's
          // tests let it run.
          From[*Name] =
              formatv("{0} {1} of {2}", C.Unit, I + C.Base, C.Of).str();
          if (!C.Whens[I].empty())
            Copy["pass_when"] = C.Whens[I];
          Copy["pass"] = int64_t(I);
          Copy["pass_of"] = C.Of;
          if (I + 1 == N)
            Copy["after"] = C.After;
        }
      }
      Copy["vars_from"] = std::move(From);
      Launches.push_back(std::move(Copy));
    }
  }

  ASTContext &Ctx;
  const CallCollector &Calls;
  std::unique_ptr<MangleContext> Mangle;
};

class Consumer : public ASTConsumer {
public:
  explicit Consumer(std::string Out) : Out(std::move(Out)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    CallCollector Calls;
    Calls.TraverseDecl(Ctx.getTranslationUnitDecl());
    LaunchFinder F(Ctx, Calls);
    F.TraverseDecl(Ctx.getTranslationUnitDecl());
    LastDoc =
        formatv("{0:2}",
                json::Value(json::Object{{"launches", std::move(F.Launches)}}))
            .str();
    if (Out.empty())
      return;
    std::error_code EC;
    raw_fd_ostream OS(Out, EC);
    if (!EC) {
      OS << LastDoc << "\n";
      OS.close();
      // A failed write (a full disk) is an error of the compile, not an
      // abort: raw_fd_ostream stops the process on an unchecked error.
      EC = OS.error();
      OS.clear_error();
    }
    if (EC) {
      DiagnosticsEngine &D = Ctx.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "lhf: cannot write the host launches to "
                                 "'%0': %1"))
          << Out << EC.message();
    }
  }

private:
  std::string Out;
};

class Action : public PluginASTAction {
  std::string Out;

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    // Only the device compilation's passes read the launches (unless a
    // file is asked for): the host compilation does no work.
    if (!CI.getLangOpts().CUDAIsDevice && Out.empty())
      return std::make_unique<ASTConsumer>();
    return std::make_unique<Consumer>(Out);
  }
  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    for (const std::string &A : Args) {
      if (StringRef(A).starts_with("out=")) {
        Out = A.substr(4);
        continue;
      }
      DiagnosticsEngine &D = CI.getDiagnostics();
      D.Report(D.getCustomDiagID(DiagnosticsEngine::Error,
                                 "lhf: unknown plugin argument '%0' "
                                 "(expected -fplugin-arg-lhf-out=FILE)"))
          << A;
      return false;
    }
    return true;
  }
  // Before code generation, which runs the passes that read the launches.
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<Action>
    X("lhf", "record kernel launches for the lhf performance model");

/// The launches of the last translation unit this process compiled.
extern "C" __attribute__((visibility("default"))) const char *
lhf_host_launches_json() {
  return LastDoc.c_str();
}
