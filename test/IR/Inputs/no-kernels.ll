target triple = "nvptx64-nvidia-cuda"
define float @device_only(float %x) {
  ret float %x
}
