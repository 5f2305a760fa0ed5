require 'fileutils'
p FileUtils.options_of(:mkdir_p).sort, FileUtils.options_of("rm_rf").sort, FileUtils.have_option?(:rm, :force), FileUtils.have_option?(:touch, :mode)
