"""Writes a kernel of N nested loops (trip 2 each) around a load and a
store: python3 nest.py N out.ll"""
import sys

n, out = int(sys.argv[1]), sys.argv[2]
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
with open(out, 'w') as f:
    f.write('\n'.join(lines) + '\n')
