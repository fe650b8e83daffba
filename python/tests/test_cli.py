"""The ``lhf-report`` entry point, dependency errors, driver and GPU lookup."""

import os
import subprocess
import sys

import pytest

import lhf
from lhf import cli, driver, roofline

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_report_main_writes_the_report(two_kernels_json, tmp_path, capsys):
    out = tmp_path / "r.html"
    assert cli.report_main([two_kernels_json, "-o", str(out)]) == 0
    assert "block_reduce" in out.read_text(encoding="utf-8")
    assert "wrote" in capsys.readouterr().err


def test_report_main_needs_an_output(two_kernels_json, capsys):
    with pytest.raises(SystemExit) as exc:
        cli.report_main([two_kernels_json])
    assert exc.value.code == 2
    assert "lhf-report" in capsys.readouterr().err


@pytest.mark.parametrize("module, pip_name, deb", [
    ("matplotlib", "matplotlib", "python3-matplotlib"),
    ("yaml", "PyYAML", "python3-yaml"),
])
def test_missing_dependency_is_named(module, pip_name, deb):
    err = ModuleNotFoundError(f"No module named '{module}'", name=module)
    msg = cli.missing_dependency_message(err)
    assert pip_name in msg and deb in msg and "pip install" in msg
    assert sys.executable in msg


def test_report_without_matplotlib(two_kernels_json, tmp_path, monkeypatch, capsys):
    import builtins
    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name.split(".")[0] == "matplotlib" or name.endswith("report"):
            raise ModuleNotFoundError("No module named 'matplotlib'",
                                      name="matplotlib")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    assert cli.main(["report", two_kernels_json, "-o", str(tmp_path / "x.html")]) == 2
    err = capsys.readouterr().err
    assert "needs matplotlib" in err and "python3-matplotlib" in err


def test_checkout_paths():
    assert driver.in_checkout() and driver.repo_root() == REPO
    assert roofline.default_gpus_dir() == os.path.join(REPO, "gpus")


def test_gpus_dir_from_environment(tmp_path, monkeypatch):
    # The driver's variable, and the old name the report used.
    monkeypatch.delenv("LHF_GPUS_DIR", raising=False)
    monkeypatch.setenv("LHF_GPU_DIR", str(tmp_path))
    assert roofline.default_gpus_dir() == str(tmp_path)
    monkeypatch.delenv("LHF_GPU_DIR")
    monkeypatch.setenv("LHF_GPUS_DIR", str(tmp_path))
    assert roofline.default_gpus_dir() == str(tmp_path)


def test_driver_error_names_the_build(tmp_path, monkeypatch):
    monkeypatch.delenv("LHF_DRIVER", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(driver, "repo_root", lambda: str(tmp_path))
    monkeypatch.setattr(driver, "in_checkout", lambda: True)
    with pytest.raises(FileNotFoundError) as exc:
        driver.find_driver()
    assert "LHF_DRIVER" in str(exc.value) and "build/bin/lhf" in str(exc.value)


def test_version_matches_the_driver():
    built = os.path.join(REPO, "build", "bin", "lhf")
    if not os.access(built, os.X_OK):
        pytest.skip(f"{built} is not built")
    out = subprocess.run([built, "--version"], capture_output=True, text=True,
                         timeout=60).stdout
    assert out.split()[:2] == ["lhf", lhf.__version__], out


def test_version_exits_0(capsys):
    from lhf import __version__, cli
    for main in (cli.main, cli.report_main):
        with pytest.raises(SystemExit) as ex:
            main(["--version"])
        assert ex.value.code == 0
        assert __version__ in capsys.readouterr().out
