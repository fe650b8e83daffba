//===- Translator.h - Host expressions as lhf's launch expressions -*- C++
//-*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Turns the sizes a launch is written with (`<<<ceil_div(n, bs), bs>>>`)
/// into the integer expressions of lhf/Model/HostExpr.h, with the values
/// of the host variables they read: initializers, a wrapper's arguments at
/// its one call, the assignment a launch follows, a global set once, each
/// element of a constant array the code loops over.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_HOST_TRANSLATOR_H
#define LHF_HOST_TRANSLATOR_H

#include "HostCode.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lhf::host {

/// Turns the config and arguments of one launch into lhf's expressions.
class Translator {
public:
  /// \p Site: the call of \p Host (a launch wrapper) whose arguments its
  /// parameters take, when the launch is of that call.
  /// \p At: the launch (or the call) whose values are read, for variables
  /// the function assigns more than once.
  Translator(ASTContext &Ctx, const FunctionDecl *Host,
             const CallCollector &Calls, const Stmt *At,
             const CallExpr *Site = nullptr)
      : Ctx(Ctx), Host(Host), Calls(Calls), Site(Site), At(At) {}

  /// Host variables named by the expressions, with their initializers'
  /// expressions where they stay unchanged.
  json::Object Vars;

  /// An integer expression in HostExpr's grammar ("(n + 255) / 256"),
  /// recording the variables it reads in Vars; nullopt when it is not one
  /// lhf reads.
  std::optional<std::string> integer(const Expr *E, unsigned Depth = 0);

  /// The conditions of the `if` statements around \p Launch in the host
  /// function, joined by && (an `else` branch's negated), and of the
  /// `switch` cases it is under (its value one of their labels): the
  /// launch is made only where they hold (`if (grid_size_y == 1)
  /// k<false><<<...>>> else k<true><<<...>>>`). A condition that is not an
  /// expression lhf reads, or whose variables the branch changes before the
  /// launch, is left out (the launch may be made). Empty: none known. A
  /// variable the host code gives no value takes the one such a test
  /// requires (`case 64:`, `if (K == 64)`).
  std::string conditionsOf(const Stmt *Launch);

  /// The tests of `if (c) return ...;` (or a throw, or exit()) among the
  /// statements of \p CS before \p Child, each given to \p Add as `(!c)`:
  /// the launch in Child is made only where none held (`if (n == 0) {
  /// usage(); return 1; }`).
  void guardsBefore(const CompoundStmt *CS, const Stmt *Child,
                    llvm::function_ref<void(const std::string &)> Add);

  /// The integer field \p FD of the local struct \p VD at the launch:
  /// the last `VD.FD = e;` statement of the function's body before it,
  /// else the initializer's element (`Params p{ptr, n}`); nullopt where
  /// anything else can change it.
  std::optional<std::string> fieldValue(const VarDecl *VD, const FieldDecl *FD,
                                        unsigned Depth = 0);

  /// Field \p FD of the struct \p Obj denotes, read by \p Read where its
  /// value is written: a constructor's argument for it (`{block_nums,
  /// block_dims, shmem, stream}` through `block_dims(block_dims_)`), an
  /// aggregate's element, through a local's initializer and a wrapper's
  /// parameter (the caller's argument).
  template <typename T>
  std::optional<T> fieldOf(
      const Expr *Obj, const FieldDecl *FD, unsigned Depth,
      llvm::function_ref<std::optional<T>(Translator &, const Expr *)> Read);

  /// A dim3 (or an integer converted to one) as three expressions.
  std::optional<std::array<std::string, 3>> dim3(const Expr *E,
                                                 unsigned Depth = 0);

  /// One element of a constant array the host code loops over: each
  /// element as an expression, the array's name, and the index's text
  /// where nothing in the function changes what it reads (arrays read at
  /// one index take their elements together: SHOC's
  /// `sizes_byteLength[size - 1]` and `sizes_valsPerByte[size - 1]`).
  struct Choice {
    std::vector<std::string> Elements;
    std::string Array;
    std::string Index;
    /// A recurrence's passes (Elements are VD's value at each): what each
    /// needs to run, and the test of the pass after the last.
    std::vector<std::string> Whens;
    std::string After, Of, Unit;
    unsigned Base = 1;
  };
  /// Variables whose value is such an element (`int block_size =
  /// block_sizes[j];`). One launch per element (per combination of
  /// indices).
  std::map<std::string, Choice> Choices;
  /// The conditions of the calls a launch's values were read through
  /// (conditionsOf at each): the launch is made only where they hold too.
  std::vector<std::string> CallConditions;
  /// How a variable got its value, where "host code" alone does not say.
  std::map<std::string, std::string> From;
  /// A parameter of the launch's function was read and the function has
  /// several calls: each call gives the launch its own values.
  bool NeedsSite = false;

  /// \p FD's one call of itself; null if it has none or several.
  const CallExpr *recursiveCall(const FunctionDecl *FD) const;

private:
  ASTContext &Ctx;
  const FunctionDecl *Host;
  const CallCollector &Calls;
  const CallExpr *Site;
  const Stmt *At;
  /// Reading a call's argument in its caller (fromCaller), not a launch.
  bool ReadsCaller = false;
  /// Whether locals are written as their values (a helper's, read
  /// through), and the names so written.
  bool InlineLocals = false;
  llvm::StringSet<> Inlined;
  /// Parameters whose value reads the caller's variable of the same name
  /// (valueBefore): written as their values too.
  llvm::StringSet<> InPlace;
  /// When this translator reads through a helper: its parameters, each
  /// the caller's argument as an expression (nullopt: not one lhf reads).
  DenseMap<const ParmVarDecl *, std::optional<std::string>> Arguments;
  /// A helper's parameters that it changes: the caller's argument, their
  /// value on entry (valueBefore).
  DenseMap<const ParmVarDecl *, std::string> EntryArguments;

  /// A call of a function whose one return, its last statement, returns
  /// an integer expression (ceil_div(n, block_size); a setup function that
  /// computes a shared-memory size, sets it as the kernel's limit and
  /// returns it): that expression, read in the function with its
  /// parameters the call's arguments.
  std::optional<std::string> helper(const CallExpr *C, unsigned Depth);
  /// A floating-point value made an integer where it is a quotient of two
  /// integers, rounded (`ceil((float)n / bc)`, `(int)((float)n / b)`): that
  /// integer division, rounded the same way.
  std::optional<std::string> roundedQuotient(const Expr *E, unsigned Depth);

  /// Takes \p Other's variables, unless a name is read for two values.
  bool merge(Translator &Other);
  /// merge() of \p Outer, the translator of the caller at call \p C, with
  /// the tests on C's way there (the values they give, and CallConditions);
  /// without them where they would clash.
  bool mergeCaller(Translator &Outer, const CallExpr *C);

  /// `a[i]` where `a` is a local array of integer constants that the
  /// function only reads (`int block_sizes[] = {32, 64, 128};`): its
  /// elements, or nothing.
  std::optional<std::vector<std::string>> arrayElements(const Expr *E,
                                                        std::string &Array);
  /// The text of `a[i]`'s index where every variable it reads is a local
  /// the function never changes; empty otherwise.
  std::string fixedIndexText(const Expr *E);
  /// The loop variable of `for (int b : a)` over such an array, or over a
  /// braced list of constants (`for (int b : {128, 256})`): its values.
  std::optional<std::vector<std::string>> rangeElements(const VarDecl *VD,
                                                        std::string &Array);
  /// The values of a counted loop's variable (`for (int i = a; i < b;
  /// i += c)` with constant a, b and c, the body leaving `i` alone): the
  /// first MaxLoopTrips + 1 at most, and the trip count (0: the bound is
  /// not a constant, and Values holds the first trip's alone).
  struct CountedLoop {
    std::vector<std::string> Values;
    uint64_t Trips = 0;
    unsigned Line = 0;
  };
  /// A loop of at most this many trips gives one launch per trip; a longer
  /// one its first trip's, said.
  static constexpr size_t MaxLoopTrips = 16;
  std::optional<CountedLoop> countedLoop(const VarDecl *VD);
  /// A loop around the launch that sets \p VD from its own value once per
  /// pass (`while (n > 1) { k<<<(n + 255) / 256, 256>>>(in, out, n); n =
  /// (n + 255) / 256; }`, `for (; s > 0; s >>= 1)`, a counted loop's
  /// `grid *= 2`): VD's value at the
  /// launch of each of the first MaxPasses passes, named `VD.k` in Vars,
  /// with what must hold for that pass to run (the loop's test at every
  /// pass before it), and the test of the pass after the last one followed.
  struct Recurrence {
    std::vector<std::string> Values, Whens;
    std::string After;
    /// What runs the passes ("the loop at line 12"), what each is called
    /// and the first one's number, for the output.
    std::string Of, Unit = "pass";
    unsigned Base = 1;
    /// A counted loop's variable the passes move with (its Choice's Index).
    std::string Index;
  };
  static constexpr size_t MaxPasses = 32;
  std::optional<Recurrence> recurrence(const VarDecl *VD,
                                       const std::string &Name, unsigned Depth);
  /// A function that calls itself once, down to a test (a recursive
  /// multi-kernel scan: `scan(aggregates, ..., tiles)` after `if (tiles ==
  /// 1) { ...; return; }`): parameter \p P's value at each level, level 0
  /// its outer call's argument, as recurrence gives a loop's passes.
  std::optional<Recurrence> recursion(const ParmVarDecl *P,
                                      const std::string &Name, unsigned Depth);
  /// \p VD's elements when it is such an array, with its name.
  std::optional<std::vector<std::string>> arrayOf(const VarDecl *VD,
                                                  std::string &Array);

  /// {x, y, z} or dim3(x, y, z): the first three, the rest 1.
  std::optional<std::array<std::string, 3>>
  components(ArrayRef<const Expr *> Exprs, unsigned Depth);

  /// A local dim3 whose only changes before the launch are `v.x = e;`
  /// statements of the block that declares it, or `if` statements of that
  /// block whose branches only set its members (each at most once): its
  /// initializer with those members replaced, `(c ? e : before)` under an
  /// `if`. `block.x = 128;` is how many projects fill a dim3; a value may
  /// read a member set before it (ggml's `b.y = min(ne1, 128 / b.x)`).
  std::optional<std::array<std::string, 3>> assignedDim3(const VarDecl *VD,
                                                         unsigned Depth);
  /// The dim3 assignedDim3 is filling and the members it has so far:
  /// what `v.x` reads while its later members are translated.
  const VarDecl *Filling = nullptr;
  std::array<std::optional<std::string>, 3> Filled;

  /// A global the translation unit sets once, `g = e;` in some function
  /// (llm.c's `cuda_num_SMs = deviceProp.multiProcessorCount;` at setup),
  /// takes e when e reads no variable (constants and device properties);
  /// one it never sets, its initializer.
  void globalValue(const VarDecl *VD, const std::string &Name, unsigned Depth);

  /// The value a local \p VD has at At when the function sets it only by
  /// statements `VD = e;` (and its declaration): the last one before At on
  /// the way there, provided nothing skipped over changes it and no loop
  /// around At changes it after. \p Assign: that statement. \p AtEntry:
  /// none, and \p VD is a parameter nothing changes before At (its value
  /// is the caller's).
  const Expr *valueAt(const VarDecl *VD, const Stmt *&Assign, bool &AtEntry);

  /// The value of \p VD (named \p Name) at At as an expression string, as
  /// valueAt finds it; an `if (c) VD = e;` on the way (a block clamped up:
  /// `if (b <= 64) b = 128;`) is `c ? e : ` the value before it, a
  /// doubling loop the value before it times the power of two that
  /// reaches its bound.
  std::optional<std::string> valueStringAt(const VarDecl *VD,
                                           const std::string &Name,
                                           unsigned Depth, bool &AtEntry);

  /// The value \p VD (named \p Name) has after the statement At that sets
  /// it to \p E, valueAt's: e, a conditional or loop's value from \p
  /// Before, the value before At.
  std::optional<std::string>
  value(const Expr *E, const VarDecl *VD, const std::string &Name,
        unsigned Depth,
        llvm::function_ref<const std::optional<std::string> &()> Before);
  /// The value of \p VD before the statement At: valueStringAt's, or a
  /// parameter's on entry (the caller's argument, entryValue).
  std::optional<std::string>
  valueBefore(const VarDecl *VD, const std::string &Name, unsigned Depth);
  /// Parameter \p P's value on entry to its function: its argument at
  /// the call (fromCaller), a variable of its own name the caller's value.
  std::optional<std::string>
  entryValue(const ParmVarDecl *P, const std::string &Name, unsigned Depth);

  /// `VD = e;` as a statement: e.
  static const Expr *assignedIn(const Stmt *St, const VarDecl *VD);
  /// \p S, or the one statement of a braced block (null for other blocks).
  static const Stmt *onlyStatement(const Stmt *S);
  /// \p St as an assignment to \p VD: `VD = e`, `VD *= e`... through
  /// cleanups and parentheses, also within a chain (`N = VD = e`).
  static const BinaryOperator *setting(const Stmt *St, const VarDecl *VD);
  /// Whether \p VD is main's argc.
  static bool isArgc(const VarDecl *VD);
  /// Whether \p E reads main's argc.
  static bool readsArgc(const Expr *E);
  /// \p V, or, where it is not an expression lhf reads and condition \p
  /// Cond reads argc, HostCommandLineValue: the branch the command line
  /// selects is unknown, the other one is taken without arguments.
  static std::optional<std::string> commandLineOr(std::optional<std::string> V,
                                                  StringRef Cond);
  /// Whether \p E is a constant of value \p V.
  bool isConstant(const Expr *E, int64_t V);

  /// `if (c) VD = a;`, `if (c) { ...; VD = a; ... } else { ...; VD = b;
  /// ... }` (no variable of its own; a runtime query that writes VD sets
  /// it too; a branch that does not change VD, or no else, keeps the value
  /// before): its condition, and the statements that set VD last in
  /// \p Then and \p Else (null: unchanged).
  static const Expr *ifElseSetting(const Stmt *St, const VarDecl *VD,
                                   const Stmt *&Then, const Stmt *&Else);
  /// The last statement of branch \p S that sets VD (an assignment or a
  /// runtime query), with nothing after it changing VD, or \p S itself
  /// when it is an `else if` that sets VD; null otherwise.
  static const Stmt *lastSetting(const Stmt *S, const VarDecl *VD);

  /// `while (VD < a && VD <= b) VD *= 2;` (or `for (; ...; VD *= 2);`,
  /// `VD <<= 1`, `VD = VD * 2`): its condition, with each bound and
  /// whether it is inclusive in \p Bounds. What a block rounded up to a
  /// power of two is computed by (ggml's softmax, `next_power_of_2`).
  const Expr *
  doublingLoop(const Stmt *St, const VarDecl *VD,
               SmallVectorImpl<std::pair<const Expr *, bool>> &Bounds);
  /// Whether \p St doubles \p VD and does nothing else.
  bool doubles(const Stmt *St, const VarDecl *VD);
  /// A cudaOccupancyMaxPotentialBlockSize call in \p St (the statement, an
  /// initializer, an error check's argument, a `do { } while (0)` macro's
  /// body) that writes \p VD through its first argument (\p Which = 0:
  /// the minimum grid) or its second (1: the block); or a
  /// cudaOccupancyMaxActiveBlocksPerMultiprocessor call that writes it
  /// through its first (2: the blocks an SM holds); or a
  /// cudaDeviceGetAttribute call that does (3).
  static const CallExpr *queryCall(const Stmt *St, const VarDecl *VD,
                                   unsigned &Which);
  /// What such a call writes, as the session computes it from the
  /// kernel's registers: `cudaOccupancy_blockSize_<kernel>` (or
  /// `_minGridSize_`), its dynamic shared memory and block limit recorded
  /// as `cudaOccupancy_smem_<kernel>` and `cudaOccupancy_limit_<kernel>`;
  /// `cudaOccupancy_activeBlocks_<kernel>`, its block and dynamic shared
  /// memory as `cudaOccupancy_activeBlock_<kernel>` and
  /// `cudaOccupancy_activeSmem_<kernel>`; an attribute, the
  /// `cudaDeviceProp_<field>` it is.
  std::optional<std::string> queryValue(const CallExpr *C, unsigned Which,
                                        unsigned Depth);
  /// A call statement that passes \p VD to the callee's reference
  /// parameter \p I (cuda-samples' `getParams(argc, argv, prop, size_x,
  /// size_y, max)`), the callee returning only at its end: null otherwise.
  static const CallExpr *outParameterCall(const Stmt *St, const VarDecl *VD,
                                          unsigned &I);
  /// What such a call leaves in its argument: the parameter's value at the
  /// callee's end, read there with the call's arguments (\p Before: the
  /// variable's value before the call).
  std::optional<std::string> outParameterValue(
      const CallExpr *C, unsigned I, unsigned Depth,
      llvm::function_ref<const std::optional<std::string> &()> Before);
  /// `while (VD & (VD - 1)) VD &= VD - 1;` (or `= VD & (VD - 1)`, the test
  /// `> 0` or `!= 0`): VD's greatest power of two not above it.
  bool lowBitLoop(const Stmt *St, const VarDecl *VD);

  /// The statements from \p S down to \p Target, into \p Path.
  static bool pathTo(const Stmt *S, const Stmt *Target,
                     SmallVectorImpl<const Stmt *> &Path);

  /// Parameter \p P's value at this launch: its argument at callOf(P),
  /// read by \p Read in the caller, whose variables (and the tests on the
  /// call's way) this takes (mergeCaller).
  template <typename T>
  std::optional<T> fromCaller(
      const ParmVarDecl *P,
      llvm::function_ref<std::optional<T>(Translator &, const Expr *)> Read);

  /// The call whose argument \p I is parameter \p P's value at this launch:
  /// the launch's own call of its function, or the function's one call;
  /// null when it has several (NeedsSite: one launch per call) or none.
  /// A function never called by name but passed once to a function that
  /// calls it through its parameter once: that call, and in \p Through
  /// the call that passed it, whose arguments the caller's parameters are.
  const CallExpr *callOf(const ParmVarDecl *P, unsigned &I,
                         const CallExpr *&Through);
  /// The first of calls \p Cs when all are made by one function and pass
  /// the same variable, which it never changes, as argument \p I (a
  /// benchmark's warm-up and timed runs of `Run(in, out, n)`): that
  /// argument's value is the same at each.
  const CallExpr *sameArgument(ArrayRef<const CallExpr *> Cs, unsigned I);

  /// Whether the launch's function (or, for a global, anything) may change
  /// \p VD after its declaration.
  bool changed(const VarDecl *VD);

  /// \p Var is \p Value where \p Test (\p What: "the if") let the launch
  /// through: recorded as its value there when the host code gives it
  /// none, or (\p Replace) in place of the expression it gives. Returns
  /// what the test compares then: the name, or that expression.
  std::optional<std::string> learnEquality(const Expr *Var,
                                           const llvm::APSInt &Value,
                                           const Stmt *Test, StringRef What,
                                           bool Replace);

  /// \p Text with the locals of \p Scope it reads, but \p Keep, written
  /// as their initializers' values, which they keep in Scope (a pass's
  /// `blocks = (n + 255) / 256`); nullopt where one has none.
  std::optional<std::string> withLocals(std::string Text, const Stmt *Scope,
                                        const std::string &Keep,
                                        unsigned Depth);
  /// The passes of the size \p Name: \p First before the first, \p Step
  /// (an expression of Name) from one to the next, the launch seeing the
  /// value \p Shift steps on; pass k runs where \p Test (of Name; empty:
  /// always) held at the values from \p TestFrom to k - \p TestLag. At
  /// most \p Count passes (MaxPasses), After the test of the one more.
  /// \p Name takes the passes \p R gives: the first in Vars, all of them
  /// as a Choice (one launch each).
  void takePasses(const std::string &Name, Recurrence R);
  Recurrence passes(const std::string &Name, const std::string &First,
                    const std::string &Step, const std::string &Test,
                    size_t TestFrom, size_t TestLag, size_t Shift,
                    const std::string &Of, size_t Count = SIZE_MAX);

  /// Records \p VD's initializer, when it is a value the launch sees; for
  /// a parameter of a function called from one place only (a launch
  /// wrapper), the argument of that call, read in the caller.
  void note(const VarDecl *VD, const std::string &Name, unsigned Depth);
};

} // namespace lhf::host

#endif // LHF_HOST_TRANSLATOR_H
