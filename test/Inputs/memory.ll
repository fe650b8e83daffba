; ModuleID = 'memory.cu'
source_filename = "memory.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.float4 = type { float, float, float, float }

@_ZZ9smem_1wayPKfPfE4tile = internal unnamed_addr addrspace(3) global [1056 x float] undef, align 4
@_ZZ9smem_2wayPKfPfE4tile = internal unnamed_addr addrspace(3) global [1056 x float] undef, align 4
@_ZZ9smem_4wayPKfPfE4tile = internal unnamed_addr addrspace(3) global [1056 x float] undef, align 4
@_ZZ9smem_8wayPKfPfE4tile = internal unnamed_addr addrspace(3) global [1056 x float] undef, align 4
@_ZZ10smem_32wayPKfPfE4tile = internal unnamed_addr addrspace(3) global [1056 x float] undef, align 4
@_ZZ14smem_broadcastPKfPfE4tile = internal unnamed_addr addrspace(3) global [1056 x float] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12copy_stride1PKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !15 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %mul = mul i32 %0, %1, !dbg !25
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  %add = add i32 %mul, %2, !dbg !29
  %idxprom = sext i32 %add to i64, !dbg !30
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !30
  %3 = load float, ptr %arrayidx, align 4, !dbg !30, !tbaa !31
  %arrayidx4 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !33
  store float %3, ptr %arrayidx4, align 4, !dbg !34, !tbaa !31
  ret void, !dbg !35
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12copy_stride2PKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !36 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !37
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !39
  %mul = mul i32 %0, %1, !dbg !41
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !42
  %add = add i32 %mul, %2, !dbg !44
  %mul3 = shl nsw i32 %add, 1, !dbg !45
  %idxprom = sext i32 %mul3 to i64, !dbg !46
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !46
  %3 = load float, ptr %arrayidx, align 4, !dbg !46, !tbaa !31
  %idxprom4 = sext i32 %add to i64, !dbg !47
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !47
  store float %3, ptr %arrayidx5, align 4, !dbg !48, !tbaa !31
  ret void, !dbg !49
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z12copy_stride4PKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !50 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !53
  %mul = mul i32 %0, %1, !dbg !55
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !56
  %add = add i32 %mul, %2, !dbg !58
  %mul3 = shl nsw i32 %add, 2, !dbg !59
  %idxprom = sext i32 %mul3 to i64, !dbg !60
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !60
  %3 = load float, ptr %arrayidx, align 4, !dbg !60, !tbaa !31
  %idxprom4 = sext i32 %add to i64, !dbg !61
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !61
  store float %3, ptr %arrayidx5, align 4, !dbg !62, !tbaa !31
  ret void, !dbg !63
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z13copy_stride32PKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !64 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !65
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !67
  %mul = mul i32 %0, %1, !dbg !69
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %add = add i32 %mul, %2, !dbg !72
  %mul3 = shl nsw i32 %add, 5, !dbg !73
  %idxprom = sext i32 %mul3 to i64, !dbg !74
  %arrayidx = getelementptr inbounds float, ptr %in, i64 %idxprom, !dbg !74
  %3 = load float, ptr %arrayidx, align 4, !dbg !74, !tbaa !31
  %idxprom4 = sext i32 %add to i64, !dbg !75
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom4, !dbg !75
  store float %3, ptr %arrayidx5, align 4, !dbg !76, !tbaa !31
  ret void, !dbg !77
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z15copy_misalignedPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !78 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !79
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !81
  %mul = mul i32 %0, %1, !dbg !83
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %add = add i32 %mul, %2, !dbg !86
  %3 = sext i32 %add to i64, !dbg !87
  %4 = getelementptr float, ptr %in, i64 %3, !dbg !87
  %arrayidx = getelementptr i8, ptr %4, i64 4, !dbg !87
  %5 = load float, ptr %arrayidx, align 4, !dbg !87, !tbaa !31
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %3, !dbg !88
  store float %5, ptr %arrayidx5, align 4, !dbg !89, !tbaa !31
  ret void, !dbg !90
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11load_float2PK6float2Pf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !91 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !92
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !94
  %mul = mul i32 %0, %1, !dbg !96
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !97
  %add = add i32 %mul, %2, !dbg !99
  %idxprom = sext i32 %add to i64, !dbg !100
  %arrayidx = getelementptr inbounds %struct.float2.0, ptr %in, i64 %idxprom, !dbg !100
  %v.sroa.0.0.copyload = load float, ptr %arrayidx, align 8, !dbg !100, !tbaa !31
  %v.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4, !dbg !100
  %v.sroa.4.0.copyload = load float, ptr %v.sroa.4.0.arrayidx.sroa_idx, align 4, !dbg !100, !tbaa !31
  %add3 = fadd contract float %v.sroa.0.0.copyload, %v.sroa.4.0.copyload, !dbg !101
  %arrayidx5 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !102
  store float %add3, ptr %arrayidx5, align 4, !dbg !103, !tbaa !31
  ret void, !dbg !104
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11load_float4PK6float4Pf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !105 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !106
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !108
  %mul = mul i32 %0, %1, !dbg !110
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !111
  %add = add i32 %mul, %2, !dbg !113
  %idxprom = sext i32 %add to i64, !dbg !114
  %arrayidx = getelementptr inbounds %struct.float4, ptr %in, i64 %idxprom, !dbg !114
  %v.sroa.0.0.copyload = load float, ptr %arrayidx, align 16, !dbg !114, !tbaa !31
  %v.sroa.4.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 4, !dbg !114
  %v.sroa.4.0.copyload = load float, ptr %v.sroa.4.0.arrayidx.sroa_idx, align 4, !dbg !114, !tbaa !31
  %v.sroa.5.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8, !dbg !114
  %v.sroa.5.0.copyload = load float, ptr %v.sroa.5.0.arrayidx.sroa_idx, align 8, !dbg !114, !tbaa !31
  %v.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds nuw i8, ptr %arrayidx, i64 12, !dbg !114
  %v.sroa.6.0.copyload = load float, ptr %v.sroa.6.0.arrayidx.sroa_idx, align 4, !dbg !114, !tbaa !31
  %add3 = fadd contract float %v.sroa.0.0.copyload, %v.sroa.4.0.copyload, !dbg !115
  %add4 = fadd contract float %add3, %v.sroa.5.0.copyload, !dbg !116
  %add5 = fadd contract float %add4, %v.sroa.6.0.copyload, !dbg !117
  %arrayidx7 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !118
  store float %add5, ptr %arrayidx7, align 4, !dbg !119, !tbaa !31
  ret void, !dbg !120
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z11load_doublePKdPd(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !121 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !122
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !124
  %mul = mul i32 %0, %1, !dbg !126
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !127
  %add = add i32 %mul, %2, !dbg !129
  %idxprom = sext i32 %add to i64, !dbg !130
  %arrayidx = getelementptr inbounds double, ptr %in, i64 %idxprom, !dbg !130
  %3 = load double, ptr %arrayidx, align 8, !dbg !130, !tbaa !131
  %mul3 = fmul contract double %3, 2.000000e+00, !dbg !133
  %arrayidx5 = getelementptr inbounds double, ptr %out, i64 %idxprom, !dbg !134
  store double %mul3, ptr %arrayidx5, align 8, !dbg !135, !tbaa !131
  ret void, !dbg !136
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z9broadcastPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 !dbg !137 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !138
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !140
  %mul = mul i32 %0, %1, !dbg !142
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !143
  %add = add i32 %mul, %2, !dbg !145
  %3 = load float, ptr %in, align 4, !dbg !146, !tbaa !31
  %idxprom = sext i32 %add to i64, !dbg !147
  %arrayidx3 = getelementptr inbounds float, ptr %out, i64 %idxprom, !dbg !147
  store float %3, ptr %arrayidx3, align 4, !dbg !148, !tbaa !31
  ret void, !dbg !149
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9smem_1wayPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !150 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !151
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !153
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !155
  %mul = mul i32 %1, %2, !dbg !157
  %add = add i32 %mul, %0, !dbg !157
  %idxprom = zext i32 %add to i64, !dbg !157
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !157
  %3 = load float, ptr %arrayidx, align 4, !dbg !157, !tbaa !31
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !157
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_1wayPKfPfE4tile to ptr), i64 %idxprom3, !dbg !157
  store float %3, ptr %arrayidx4, align 4, !dbg !157, !tbaa !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !157
  %4 = load float, ptr %arrayidx4, align 4, !dbg !157, !tbaa !31
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !157
  store float %4, ptr %arrayidx13, align 4, !dbg !157, !tbaa !31
  ret void, !dbg !157
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9smem_2wayPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !158 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !159
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !161
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !163
  %mul = mul i32 %1, %2, !dbg !165
  %add = add i32 %mul, %0, !dbg !165
  %idxprom = zext i32 %add to i64, !dbg !165
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !165
  %3 = load float, ptr %arrayidx, align 4, !dbg !165, !tbaa !31
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !165
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_2wayPKfPfE4tile to ptr), i64 %idxprom3, !dbg !165
  store float %3, ptr %arrayidx4, align 4, !dbg !165, !tbaa !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !165
  %mul5 = shl nuw nsw i32 %0, 1, !dbg !165
  %rem17.urem = add nsw i32 %mul5, -1056, !dbg !165
  %rem17.cmp = icmp samesign ult i32 %0, 528, !dbg !165
  %rem17 = select i1 %rem17.cmp, i32 %mul5, i32 %rem17.urem, !dbg !165
  %idxprom6 = zext nneg i32 %rem17 to i64, !dbg !165
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_2wayPKfPfE4tile to ptr), i64 %idxprom6, !dbg !165
  %4 = load float, ptr %arrayidx7, align 4, !dbg !165, !tbaa !31
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !165
  store float %4, ptr %arrayidx13, align 4, !dbg !165, !tbaa !31
  ret void, !dbg !165
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9smem_4wayPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !166 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !167
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !169
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !171
  %mul = mul i32 %1, %2, !dbg !173
  %add = add i32 %mul, %0, !dbg !173
  %idxprom = zext i32 %add to i64, !dbg !173
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !173
  %3 = load float, ptr %arrayidx, align 4, !dbg !173, !tbaa !31
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !173
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_4wayPKfPfE4tile to ptr), i64 %idxprom3, !dbg !173
  store float %3, ptr %arrayidx4, align 4, !dbg !173, !tbaa !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !173
  %.tr = trunc nuw nsw i32 %0 to i16, !dbg !173
  %rem17.lhs.trunc = shl nuw nsw i16 %.tr, 2, !dbg !173
  %rem1718 = urem i16 %rem17.lhs.trunc, 1056, !dbg !173
  %idxprom6 = zext nneg i16 %rem1718 to i64, !dbg !173
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_4wayPKfPfE4tile to ptr), i64 %idxprom6, !dbg !173
  %4 = load float, ptr %arrayidx7, align 4, !dbg !173, !tbaa !31
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !173
  store float %4, ptr %arrayidx13, align 4, !dbg !173, !tbaa !31
  ret void, !dbg !173
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9smem_8wayPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !174 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !175
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !177
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !179
  %mul = mul i32 %1, %2, !dbg !181
  %add = add i32 %mul, %0, !dbg !181
  %idxprom = zext i32 %add to i64, !dbg !181
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !181
  %3 = load float, ptr %arrayidx, align 4, !dbg !181, !tbaa !31
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !181
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_8wayPKfPfE4tile to ptr), i64 %idxprom3, !dbg !181
  store float %3, ptr %arrayidx4, align 4, !dbg !181, !tbaa !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !181
  %.tr = trunc nuw nsw i32 %0 to i16, !dbg !181
  %rem17.lhs.trunc = shl nuw nsw i16 %.tr, 3, !dbg !181
  %rem1718 = urem i16 %rem17.lhs.trunc, 1056, !dbg !181
  %idxprom6 = zext nneg i16 %rem1718 to i64, !dbg !181
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9smem_8wayPKfPfE4tile to ptr), i64 %idxprom6, !dbg !181
  %4 = load float, ptr %arrayidx7, align 4, !dbg !181, !tbaa !31
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !181
  store float %4, ptr %arrayidx13, align 4, !dbg !181, !tbaa !31
  ret void, !dbg !181
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10smem_32wayPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !182 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !183
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !185
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !187
  %mul = mul i32 %1, %2, !dbg !189
  %add = add i32 %mul, %0, !dbg !189
  %idxprom = zext i32 %add to i64, !dbg !189
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !189
  %3 = load float, ptr %arrayidx, align 4, !dbg !189, !tbaa !31
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !189
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10smem_32wayPKfPfE4tile to ptr), i64 %idxprom3, !dbg !189
  store float %3, ptr %arrayidx4, align 4, !dbg !189, !tbaa !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !189
  %.tr = trunc nuw nsw i32 %0 to i16, !dbg !189
  %rem17.lhs.trunc = shl nuw nsw i16 %.tr, 5, !dbg !189
  %rem1718 = urem i16 %rem17.lhs.trunc, 1056, !dbg !189
  %idxprom6 = zext nneg i16 %rem1718 to i64, !dbg !189
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10smem_32wayPKfPfE4tile to ptr), i64 %idxprom6, !dbg !189
  %4 = load float, ptr %arrayidx7, align 4, !dbg !189, !tbaa !31
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !189
  store float %4, ptr %arrayidx13, align 4, !dbg !189, !tbaa !31
  ret void, !dbg !189
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14smem_broadcastPKfPf(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #1 !dbg !190 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !191
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !193
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !195
  %mul = mul i32 %1, %2, !dbg !197
  %add = add i32 %mul, %0, !dbg !197
  %idxprom = zext i32 %add to i64, !dbg !197
  %arrayidx = getelementptr inbounds nuw float, ptr %in, i64 %idxprom, !dbg !197
  %3 = load float, ptr %arrayidx, align 4, !dbg !197, !tbaa !31
  %idxprom3 = zext nneg i32 %0 to i64, !dbg !197
  %arrayidx4 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14smem_broadcastPKfPfE4tile to ptr), i64 %idxprom3, !dbg !197
  store float %3, ptr %arrayidx4, align 4, !dbg !197, !tbaa !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !197
  %4 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14smem_broadcastPKfPfE4tile to ptr), align 4, !dbg !197, !tbaa !31
  %arrayidx13 = getelementptr inbounds nuw float, ptr %out, i64 %idxprom, !dbg !197
  store float %4, ptr %arrayidx13, align 4, !dbg !197, !tbaa !31
  ret void, !dbg !197
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!llvm.ident = !{!8, !9}
!llvm.errno.tbaa = !{!10}
!nvvmir.version = !{!14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "memory.cu", directory: "/work/main/test/Inputs")
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "copy_stride1", scope: !7, file: !7, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!20 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 6, column: 11, scope: !15)
!22 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 79, type: !16, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 6, column: 24, scope: !15)
!25 = !DILocation(line: 6, column: 22, scope: !15)
!26 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!28 = distinct !DILocation(line: 6, column: 37, scope: !15)
!29 = !DILocation(line: 6, column: 35, scope: !15)
!30 = !DILocation(line: 7, column: 12, scope: !15)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !12, i64 0}
!33 = !DILocation(line: 7, column: 3, scope: !15)
!34 = !DILocation(line: 7, column: 10, scope: !15)
!35 = !DILocation(line: 8, column: 1, scope: !15)
!36 = distinct !DISubprogram(name: "copy_stride2", scope: !7, file: !7, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!37 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !38)
!38 = distinct !DILocation(line: 10, column: 11, scope: !36)
!39 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !40)
!40 = distinct !DILocation(line: 10, column: 24, scope: !36)
!41 = !DILocation(line: 10, column: 22, scope: !36)
!42 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !43)
!43 = distinct !DILocation(line: 10, column: 37, scope: !36)
!44 = !DILocation(line: 10, column: 35, scope: !36)
!45 = !DILocation(line: 11, column: 17, scope: !36)
!46 = !DILocation(line: 11, column: 12, scope: !36)
!47 = !DILocation(line: 11, column: 3, scope: !36)
!48 = !DILocation(line: 11, column: 10, scope: !36)
!49 = !DILocation(line: 12, column: 1, scope: !36)
!50 = distinct !DISubprogram(name: "copy_stride4", scope: !7, file: !7, line: 13, type: !16, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !52)
!52 = distinct !DILocation(line: 14, column: 11, scope: !50)
!53 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !54)
!54 = distinct !DILocation(line: 14, column: 24, scope: !50)
!55 = !DILocation(line: 14, column: 22, scope: !50)
!56 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !57)
!57 = distinct !DILocation(line: 14, column: 37, scope: !50)
!58 = !DILocation(line: 14, column: 35, scope: !50)
!59 = !DILocation(line: 15, column: 17, scope: !50)
!60 = !DILocation(line: 15, column: 12, scope: !50)
!61 = !DILocation(line: 15, column: 3, scope: !50)
!62 = !DILocation(line: 15, column: 10, scope: !50)
!63 = !DILocation(line: 16, column: 1, scope: !50)
!64 = distinct !DISubprogram(name: "copy_stride32", scope: !7, file: !7, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!65 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !66)
!66 = distinct !DILocation(line: 18, column: 11, scope: !64)
!67 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !68)
!68 = distinct !DILocation(line: 18, column: 24, scope: !64)
!69 = !DILocation(line: 18, column: 22, scope: !64)
!70 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !71)
!71 = distinct !DILocation(line: 18, column: 37, scope: !64)
!72 = !DILocation(line: 18, column: 35, scope: !64)
!73 = !DILocation(line: 19, column: 18, scope: !64)
!74 = !DILocation(line: 19, column: 12, scope: !64)
!75 = !DILocation(line: 19, column: 3, scope: !64)
!76 = !DILocation(line: 19, column: 10, scope: !64)
!77 = !DILocation(line: 20, column: 1, scope: !64)
!78 = distinct !DISubprogram(name: "copy_misaligned", scope: !7, file: !7, line: 21, type: !16, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!79 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !80)
!80 = distinct !DILocation(line: 22, column: 11, scope: !78)
!81 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !82)
!82 = distinct !DILocation(line: 22, column: 24, scope: !78)
!83 = !DILocation(line: 22, column: 22, scope: !78)
!84 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !85)
!85 = distinct !DILocation(line: 22, column: 37, scope: !78)
!86 = !DILocation(line: 22, column: 35, scope: !78)
!87 = !DILocation(line: 23, column: 12, scope: !78)
!88 = !DILocation(line: 23, column: 3, scope: !78)
!89 = !DILocation(line: 23, column: 10, scope: !78)
!90 = !DILocation(line: 24, column: 1, scope: !78)
!91 = distinct !DISubprogram(name: "load_float2", scope: !7, file: !7, line: 25, type: !16, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!92 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !93)
!93 = distinct !DILocation(line: 26, column: 11, scope: !91)
!94 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !95)
!95 = distinct !DILocation(line: 26, column: 24, scope: !91)
!96 = !DILocation(line: 26, column: 22, scope: !91)
!97 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !98)
!98 = distinct !DILocation(line: 26, column: 37, scope: !91)
!99 = !DILocation(line: 26, column: 35, scope: !91)
!100 = !DILocation(line: 27, column: 14, scope: !91)
!101 = !DILocation(line: 28, column: 16, scope: !91)
!102 = !DILocation(line: 28, column: 3, scope: !91)
!103 = !DILocation(line: 28, column: 10, scope: !91)
!104 = !DILocation(line: 29, column: 1, scope: !91)
!105 = distinct !DISubprogram(name: "load_float4", scope: !7, file: !7, line: 30, type: !16, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!106 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !107)
!107 = distinct !DILocation(line: 31, column: 11, scope: !105)
!108 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !109)
!109 = distinct !DILocation(line: 31, column: 24, scope: !105)
!110 = !DILocation(line: 31, column: 22, scope: !105)
!111 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !112)
!112 = distinct !DILocation(line: 31, column: 37, scope: !105)
!113 = !DILocation(line: 31, column: 35, scope: !105)
!114 = !DILocation(line: 32, column: 14, scope: !105)
!115 = !DILocation(line: 33, column: 16, scope: !105)
!116 = !DILocation(line: 33, column: 22, scope: !105)
!117 = !DILocation(line: 33, column: 28, scope: !105)
!118 = !DILocation(line: 33, column: 3, scope: !105)
!119 = !DILocation(line: 33, column: 10, scope: !105)
!120 = !DILocation(line: 34, column: 1, scope: !105)
!121 = distinct !DISubprogram(name: "load_double", scope: !7, file: !7, line: 35, type: !16, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!122 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !123)
!123 = distinct !DILocation(line: 36, column: 11, scope: !121)
!124 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !125)
!125 = distinct !DILocation(line: 36, column: 24, scope: !121)
!126 = !DILocation(line: 36, column: 22, scope: !121)
!127 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !128)
!128 = distinct !DILocation(line: 36, column: 37, scope: !121)
!129 = !DILocation(line: 36, column: 35, scope: !121)
!130 = !DILocation(line: 37, column: 12, scope: !121)
!131 = !{!132, !132, i64 0}
!132 = !{!"double", !12, i64 0}
!133 = !DILocation(line: 37, column: 18, scope: !121)
!134 = !DILocation(line: 37, column: 3, scope: !121)
!135 = !DILocation(line: 37, column: 10, scope: !121)
!136 = !DILocation(line: 38, column: 1, scope: !121)
!137 = distinct !DISubprogram(name: "broadcast", scope: !7, file: !7, line: 39, type: !16, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!138 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !139)
!139 = distinct !DILocation(line: 40, column: 11, scope: !137)
!140 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !141)
!141 = distinct !DILocation(line: 40, column: 24, scope: !137)
!142 = !DILocation(line: 40, column: 22, scope: !137)
!143 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !144)
!144 = distinct !DILocation(line: 40, column: 37, scope: !137)
!145 = !DILocation(line: 40, column: 35, scope: !137)
!146 = !DILocation(line: 41, column: 12, scope: !137)
!147 = !DILocation(line: 41, column: 3, scope: !137)
!148 = !DILocation(line: 41, column: 10, scope: !137)
!149 = !DILocation(line: 42, column: 1, scope: !137)
!150 = distinct !DISubprogram(name: "smem_1way", scope: !7, file: !7, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!151 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !152)
!152 = distinct !DILocation(line: 54, column: 1, scope: !150)
!153 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !154)
!154 = distinct !DILocation(line: 54, column: 1, scope: !150)
!155 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !156)
!156 = distinct !DILocation(line: 54, column: 1, scope: !150)
!157 = !DILocation(line: 54, column: 1, scope: !150)
!158 = distinct !DISubprogram(name: "smem_2way", scope: !7, file: !7, line: 55, type: !16, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!159 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !160)
!160 = distinct !DILocation(line: 55, column: 1, scope: !158)
!161 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !162)
!162 = distinct !DILocation(line: 55, column: 1, scope: !158)
!163 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !164)
!164 = distinct !DILocation(line: 55, column: 1, scope: !158)
!165 = !DILocation(line: 55, column: 1, scope: !158)
!166 = distinct !DISubprogram(name: "smem_4way", scope: !7, file: !7, line: 56, type: !16, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!167 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !168)
!168 = distinct !DILocation(line: 56, column: 1, scope: !166)
!169 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !170)
!170 = distinct !DILocation(line: 56, column: 1, scope: !166)
!171 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !172)
!172 = distinct !DILocation(line: 56, column: 1, scope: !166)
!173 = !DILocation(line: 56, column: 1, scope: !166)
!174 = distinct !DISubprogram(name: "smem_8way", scope: !7, file: !7, line: 57, type: !16, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!175 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !176)
!176 = distinct !DILocation(line: 57, column: 1, scope: !174)
!177 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !178)
!178 = distinct !DILocation(line: 57, column: 1, scope: !174)
!179 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !180)
!180 = distinct !DILocation(line: 57, column: 1, scope: !174)
!181 = !DILocation(line: 57, column: 1, scope: !174)
!182 = distinct !DISubprogram(name: "smem_32way", scope: !7, file: !7, line: 58, type: !16, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!183 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !184)
!184 = distinct !DILocation(line: 58, column: 1, scope: !182)
!185 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !186)
!186 = distinct !DILocation(line: 58, column: 1, scope: !182)
!187 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !188)
!188 = distinct !DILocation(line: 58, column: 1, scope: !182)
!189 = !DILocation(line: 58, column: 1, scope: !182)
!190 = distinct !DISubprogram(name: "smem_broadcast", scope: !7, file: !7, line: 60, type: !16, scopeLine: 60, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!191 = !DILocation(line: 53, column: 27, scope: !27, inlinedAt: !192)
!192 = distinct !DILocation(line: 60, column: 1, scope: !190)
!193 = !DILocation(line: 66, column: 27, scope: !19, inlinedAt: !194)
!194 = distinct !DILocation(line: 60, column: 1, scope: !190)
!195 = !DILocation(line: 79, column: 27, scope: !23, inlinedAt: !196)
!196 = distinct !DILocation(line: 60, column: 1, scope: !190)
!197 = !DILocation(line: 60, column: 1, scope: !190)
