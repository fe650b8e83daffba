"""Writes a kernel of N nested loops (trip 2 each) around a load and a
store: python3 nest.py N out.ll, or as scf.for loops in a gpu.func when the
output name ends in .mlir."""
import sys

n, out = int(sys.argv[1]), sys.argv[2]


def llvm_ir():
    lines = ['target triple = "nvptx64-nvidia-cuda"',
             'define ptx_kernel void @k(ptr addrspace(1) %p) {',
             'entry:', '  br label %h0']
    for i in range(n):
        prev = 'entry' if i == 0 else f'h{i - 1}'
        nxt = f'h{i + 1}' if i + 1 < n else 'body'
        lines += [f'h{i}:', f'  %i{i} = phi i32 [0, %{prev}], [%n{i}, %l{i}]',
                  f'  br label %{nxt}']
    lines += ['body:', '  %v = load volatile i32, ptr addrspace(1) %p',
              '  store volatile i32 %v, ptr addrspace(1) %p',
              f'  br label %l{n - 1}']
    for i in reversed(range(n)):
        out_bb = f'l{i - 1}' if i > 0 else 'exit'
        lines += [f'l{i}:', f'  %n{i} = add i32 %i{i}, 1',
                  f'  %c{i} = icmp slt i32 %n{i}, 2',
                  f'  br i1 %c{i}, label %h{i}, label %{out_bb}']
    lines += ['exit:', '  ret void', '}']
    return lines


def mlir():
    lines = ['module attributes {gpu.container_module} {',
             '  gpu.module @m {',
             '    gpu.func @k(%p: memref<?xf32>) kernel {',
             '      %c0 = arith.constant 0 : index',
             '      %c1 = arith.constant 1 : index',
             '      %c2 = arith.constant 2 : index']
    lines += [f'      scf.for %i{i} = %c0 to %c2 step %c1 {{' for i in range(n)]
    lines += ['      %v = memref.load %p[%c0] : memref<?xf32>',
              '      memref.store %v, %p[%c1] : memref<?xf32>']
    lines += ['      }'] * n
    lines += ['      gpu.return', '    }', '  }', '}']
    return lines


with open(out, 'w') as f:
    f.write('\n'.join(mlir() if out.endswith('.mlir') else llvm_ir()) + '\n')
