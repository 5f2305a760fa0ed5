"""Provider requirements: failures in normal runs, assumptions (and bypassed actions) under why-run."""

import os

from toque.runtime import Change, Property, Provider, Requirement, Resource, provides


@provides("demo_service")
class DemoService(Resource):
    init_script = Property(str)
    actions, default_action = ("start", "reload"), "start"


@provides("demo_service")
class DemoServiceProvider(Provider):
    def requirements(self, action):
        if not os.path.exists(self.new.init_script):
            yield Requirement(
                f"{self.new.init_script} does not exist!",
                whyrun="Assuming init script would have been installed",
                kind="Chef::Exceptions::Service",
                block_action=action == "reload",
            )
        if action == "reload":
            yield Requirement("reload is not supported", kind="UnsupportedAction")

    def action_start(self):
        yield Change(f"start service {self.resource}", apply=lambda: None)

    def action_reload(self):
        yield Change("reload", apply=lambda: None)


def service(h, name, action="start"):
    h.registry.add(DemoService)
    h.registry.add(DemoServiceProvider)
    return h.add("demo_service", name, init_script=h.path("init.d", name), action=action)


def test_normal_run_raises_the_requirement(h):
    service(h, "nginx")
    run = h.converge()
    assert "Chef::Exceptions::Service:" in run.error.message
    assert "init.d/nginx does not exist!" in run.error.message


def test_why_run_assumes_and_continues(h):
    service(h, "nginx")
    run = h.converge(why_run=True)
    assert run.error is None
    assert "    * Assuming init script would have been installed\n" in run.out
    assert "    - Would start service demo_service[nginx]\n" in run.out


def test_requirement_without_assumption_fails_even_in_why_run(h):
    h.tmp.joinpath("init.d").mkdir()
    h.tmp.joinpath("init.d", "x").write_text("")
    service(h, "x", action="reload")
    run = h.converge(why_run=True)
    assert "UnsupportedAction: reload is not supported" in run.error.message
