// A stand-in for PyTorch's C++ extension headers, written for lhf's
// real-world sweep (validation/realworld/sweep.py): enough of torch::Tensor,
// its options and pybind11's module for an extension's host bindings to
// parse. Sizes read from a tensor have no value here, as in a real build
// before it runs; lhf needs only the kernels and their launches.
#pragma once
#include <cstdint>
#include <iostream>
#include <optional>
#include <string>
#include <tuple>
#include <vector>
namespace c10 {
enum class ScalarType { Float, Half, BFloat16, Int, Long, Byte, Char, Bool, Double, Float8_e4m3fn, Float8_e5m2 };
enum class DeviceType { CPU, CUDA };
enum class Layout { Strided };
struct Device {
  Device() = default;
  Device(DeviceType, int = 0) {}
  DeviceType type() const { return DeviceType::CUDA; }
  bool is_cuda() const { return true; }
};
using IntArrayRef = std::vector<int64_t>;
} // namespace c10
namespace at {
using c10::ScalarType;
struct TensorOptions {
  TensorOptions dtype(ScalarType) const { return *this; }
  ScalarType dtype() const { return ScalarType::Float; }
  TensorOptions device(c10::DeviceType, int = 0) const { return *this; }
  TensorOptions device(c10::Device) const { return *this; }
  TensorOptions layout(c10::Layout) const { return *this; }
  TensorOptions requires_grad(bool) const { return *this; }
};
template <typename T, int N> struct TensorAccessor {
  T operator[](int64_t) const { return T(); }
};
struct Scalar {
  template <typename T> T to() const { return T(); }
};
struct Tensor {
  template <typename T = void> T *data_ptr() const { return nullptr; }
  void *data() const { return nullptr; }
  int64_t size(int64_t) const;
  int64_t stride(int64_t) const;
  int64_t dim() const;
  int64_t numel() const;
  std::vector<int64_t> sizes() const;
  std::vector<int64_t> shape() const;
  ScalarType dtype() const;
  ScalarType scalar_type() const;
  c10::Layout layout() const;
  c10::Device device() const;
  TensorOptions options() const { return {}; }
  Tensor contiguous() const { return *this; }
  Tensor to(ScalarType) const { return *this; }
  Tensor cpu() const { return *this; }
  bool is_cuda() const { return true; }
  Scalar item() const { return {}; }
  template <typename T, int N> TensorAccessor<T, N> accessor() const { return {}; }
  template <typename T> T item() const { return T(); }
  Tensor to(c10::DeviceType) const { return *this; }
  Tensor to(c10::Device) const { return *this; }
  std::tuple<Tensor, Tensor> sort(bool, int64_t, bool) const { return {}; }
  Tensor index_select(int64_t, const Tensor &) const { return *this; }
};
Tensor zeros(std::vector<int64_t>, TensorOptions = {});
Tensor empty(std::vector<int64_t>, TensorOptions = {});
Tensor ones(std::vector<int64_t>, TensorOptions = {});
Tensor full(std::vector<int64_t>, double, TensorOptions = {});
Tensor zeros_like(const Tensor &, TensorOptions = {});
Tensor empty_like(const Tensor &, TensorOptions = {});
std::tuple<Tensor, Tensor> max(const Tensor &, int64_t, bool = false);
template <typename T> Tensor tensor(const std::vector<T> &, TensorOptions = {}) { return {}; }
inline std::ostream &operator<<(std::ostream &O, const TensorOptions &) { return O; }
} // namespace at
namespace torch {
using at::empty;
using at::empty_like;
using at::full;
using at::max;
using at::ones;
using at::Tensor;
using at::tensor;
using at::TensorOptions;
using at::zeros;
using at::zeros_like;
using c10::Device;
constexpr auto kFloat = c10::ScalarType::Float, kFloat32 = c10::ScalarType::Float,
               kHalf = c10::ScalarType::Half, kFloat16 = c10::ScalarType::Half,
               kBFloat16 = c10::ScalarType::BFloat16, kInt = c10::ScalarType::Int,
               kInt32 = c10::ScalarType::Int, kLong = c10::ScalarType::Long,
               kInt64 = c10::ScalarType::Long, kUInt8 = c10::ScalarType::Byte,
               kInt8 = c10::ScalarType::Char, kBool = c10::ScalarType::Bool,
               kFloat8_e4m3fn = c10::ScalarType::Float8_e4m3fn,
               kFloat8_e5m2 = c10::ScalarType::Float8_e5m2;
constexpr auto kCUDA = c10::DeviceType::CUDA, kCPU = c10::DeviceType::CPU;
constexpr auto kStrided = c10::Layout::Strided;
} // namespace torch
namespace pybind11 { struct module_ { template <typename... A> module_ &def(A &&...) { return *this; } }; }
#define PYBIND11_MODULE(name, m) void pybind11_init_##name(pybind11::module_ &m)
#define TORCH_CHECK(cond, ...) (void)(cond)
#define TORCH_EXTENSION_NAME lhf_stub
