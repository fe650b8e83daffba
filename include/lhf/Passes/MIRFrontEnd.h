//===- MIRFrontEnd.h - NVPTX machine IR to a KernelDesc -------*- C++ -*-===//
//
// Part of lhf, a compiler-integrated GPU performance model.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Cuts an NVPTX MachineFunction (SSA, after instruction selection) into
/// segments: memory instructions classified by their MachineMemOperand
/// address space, opcodes by the target's instruction names, switch points
/// from virtual-register def-use. Loop trip counts and block weights come
/// from the IR front end's facts (never guessed again); only what has no IR
/// counterpart is assumed, and said so.
///
//===----------------------------------------------------------------------===//

#ifndef LHF_PASSES_MIRFRONTEND_H
#define LHF_PASSES_MIRFRONTEND_H

#include "lhf/Model/GPUDesc.h"
#include "lhf/Model/Kernel.h"
#include "lhf/Passes/IRFrontEnd.h"

namespace llvm {
class MachineFunction;
} // namespace llvm

namespace lhf {

/// Replaces \p K's segments (the IR level's, for launch \p L) with those
/// of \p MF; the IR level's notes on loops, calls and addresses are kept.
void buildKernelFromMIR(const llvm::MachineFunction &MF, const IRFacts &Facts,
                        const GPUDesc &G, const KernelLaunch &L,
                        KernelDesc &K);

/// Maximum 32-bit registers simultaneously live in \p MF (64-bit values
/// count twice, predicates not at all): a lower bound on what ptxas needs.
unsigned estimateRegisters(const llvm::MachineFunction &MF);

} // namespace lhf

#endif // LHF_PASSES_MIRFRONTEND_H
