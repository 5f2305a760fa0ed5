require 'fileutils'
require 'tmpdir'
Dir.mktmpdir do |dir|
Dir.chdir(dir) do
p FileUtils.mkdir_p("a/b"), FileUtils.mkdir_p(["c","d"]), FileUtils.mkdir("e"), FileUtils.touch("f"), FileUtils.touch(["g"])
p FileUtils.cp("f","h"), FileUtils.cp_r("a","i"), FileUtils.mv("h","j"), FileUtils.rm("j"), FileUtils.rm_f("nonexist"), FileUtils.rm_rf("i"), FileUtils.rm_r("e")
p FileUtils.ln_s("f","k"), FileUtils.ln("f","l"), FileUtils.chmod(0644, "f"), FileUtils.chmod("u+x", ["f"]), FileUtils.chmod_R(0755, "a"), FileUtils.rmdir("d")
p FileUtils.install("f", "m", mode: 0600), FileUtils.copy_file("f","n")
p FileUtils.uptodate?("f", ["g"]), FileUtils.cd("a") { Dir.pwd.end_with?("a") }, FileUtils.ln_sf("g","k")
p FileUtils.options_of(:rm), FileUtils.have_option?(:cp, :noop), FileUtils.collect_method(:preserve).sort, FileUtils.options.sort
p File.stat("f").mode.to_s(8), File.stat("m").mode.to_s(8), File.readlink("k"), File.stat("l").nlink
$stderr = $stdout
FileUtils.mkdir_p("x/y", verbose: true, mode: 0700); FileUtils.rm_rf("x", verbose: true); FileUtils.cp("f", "z", verbose: true, preserve: true, noop: true); FileUtils.chmod("u+x,g-w", "f", verbose: true); FileUtils.chmod(0600, "f", verbose: true); FileUtils.chmod_R(0700, "a", verbose: true, force: true)
FileUtils.touch("f", verbose: true, nocreate: true); FileUtils::Verbose.touch("q"); FileUtils::DryRun.rm("q"); FileUtils::NoWrite.rm("q"); p File.exist?("q"); FileUtils.install("f","r",verbose: true, mode: 0644, preserve: true)
FileUtils.ln_s("f", "s", verbose: true, force: true); FileUtils.mv("s", "t", verbose: true, force: true); FileUtils.rm(["t"], verbose: true, force: true); FileUtils.rmdir("a/b", verbose: true, parents: true)
FileUtils.chown(nil, nil, "f", verbose: true); FileUtils.chown("root", "root", "f", verbose: true, noop: true); FileUtils.chown_R(nil, "root", "a", verbose: true, noop: true); FileUtils.ln("f", "hl", verbose: true, force: true)
p Dir.children(".").sort
begin; FileUtils.rm("nothere"); rescue Errno::ENOENT => e; p e.message; end
begin; FileUtils.rm_r("nothere"); rescue Errno::ENOENT => e; p e.class; end
begin; FileUtils.mkdir("f"); rescue Errno::EEXIST => e; p e.message; end
begin; FileUtils.cp("nothere", "x"); rescue Errno::ENOENT => e; p e.class; end
begin; FileUtils.rm("f", bogus: true); rescue ArgumentError => e; p e.message; end
FileUtils.mkdir_p("t1/sub"); FileUtils.touch("t1/sub/file"); FileUtils.mkdir("t2")
FileUtils.cp_r("t1", "t2"); p Dir.glob("t2/**/*").sort
FileUtils.cp_r("t1/.", "t3"); p Dir.glob("t3/**/*").sort
FileUtils.mv(["g", "m"], "t2"); p Dir.children("t2").sort
FileUtils.chmod("a=r,u+w", "f"); p File.stat("f").mode.to_s(8)
FileUtils.chmod("go+rX", "t1"); p File.stat("t1").mode.to_s(8)
p FileUtils.compare_file("f", "r"), FileUtils.identical?("f", "n"), FileUtils.cmp("f", "f")
File.write("w1", "abc"); File.write("w2", "abd"); p FileUtils.compare_file("w1", "w2")
FileUtils.touch("old", mtime: Time.at(0)); p File.mtime("old").to_i, FileUtils.uptodate?("w1", ["old"]), FileUtils.uptodate?("old", ["w1"])
include FileUtils
mkdir_p "inc/deep"; touch "inc/deep/x"; p Dir.exist?("inc/deep"), File.exist?("inc/deep/x")
rm_rf "inc"; p Dir.exist?("inc")
FileUtils.remove_entry("t3"); FileUtils.remove_file("w1"); FileUtils.remove_dir("t1"); FileUtils.remove_entry("nothere", true)
FileUtils.copy_entry("t2", "t4"); p Dir.glob("t4/**/*").sort
p Dir.children(".").sort
end
end
