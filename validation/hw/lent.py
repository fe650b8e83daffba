"""The GPUs lent to the project and measured here: the tag run.sh names a
run's files with (GPU_TAG), the GPU file it stands for, the part in words
and the name nvidia-smi prints (for the driver version in a provenance
line). collect.py, plan.py and gpufile.py read this one table."""

LENT = {
    "h200": ("h200", "H200 SXM", "NVIDIA H200"),
    "h100": ("h100-sxm", "H100 SXM5 80GB", "NVIDIA H100 80GB HBM3"),
}
