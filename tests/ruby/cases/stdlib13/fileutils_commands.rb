require 'fileutils'
names = %i[cd chdir chmod chmod_R chown chown_R cmp compare_file compare_stream copy copy_entry copy_file copy_stream cp cp_lr cp_r getwd identical? install link ln ln_s ln_sf ln_sr makedirs mkdir mkdir_p mkpath move mv pwd remove remove_dir remove_entry remove_entry_secure remove_file rm rm_f rm_r rm_rf rmdir rmtree safe_unlink symlink touch uptodate? commands options options_of have_option? collect_method]
p names.reject { |n| FileUtils.respond_to?(n) }
