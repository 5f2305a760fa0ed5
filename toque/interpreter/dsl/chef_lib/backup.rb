# Chef::Util::Backup: before a file is replaced, copy it to "<path>.chef-<time>" (under
# Chef::Config[:file_backup_path] when set) and keep only the resource's `backup` newest
# copies, as Chef's file providers do and cookbooks call from their own actions.
require "fileutils"

class Chef
  class Util
    class Backup
      attr_reader :new_resource
      attr_accessor :path

      def initialize(new_resource, path = nil)
        @new_resource = new_resource
        @path = path.nil? ? new_resource.path : path
      end

      def backup!
        keep = @new_resource.backup
        return unless keep != false && keep.to_i > 0 && ::File.exist?(path)

        do_backup
        files = sorted_backup_files
        files.slice(keep.to_i..).each { |old| delete_backup(old) } if files.length >= keep.to_i
      end

      private

      def backup_filename
        @backup_filename ||= begin
          time = Time.now
          nanoseconds = format("%6f", time.to_f).split(".")[1]
          "#{path}.chef-#{time.strftime("%Y%m%d%H%M%S.#{nanoseconds}")}"
        end
      end

      def prefix
        @prefix ||= Chef::Config[:file_backup_path].to_s
      end

      def backup_path
        @backup_path ||= ::File.join(prefix, backup_filename)
      end

      def do_backup
        FileUtils.mkdir_p(::File.dirname(backup_path)) if Chef::Config[:file_backup_path]
        FileUtils.cp(path, backup_path, preserve: true)
        Chef::Log.info("#{@new_resource} backed up to #{backup_path}")
      end

      def delete_backup(backup_file)
        FileUtils.rm(backup_file)
        Chef::Log.info("#{@new_resource} removed backup at #{backup_file}")
      end

      def unsorted_backup_files
        name = Regexp.escape(::File.basename(path))
        folder = ::File.dirname(backup_path)
        Dir.entries(folder).select { |f| f =~ /\A#{name}.chef-[0-9.]*\B/ }.map { |f| ::File.join(folder, f) }
      end

      def sorted_backup_files = unsorted_backup_files.sort.reverse
    end
  end
end
