# Chef::FileContentManagement::Tempfile: the staging file Chef's file providers write new
# content to before moving it into place: ".chef-<name>" (keeping the extension) beside the
# destination, or in Dir.tmpdir, as Chef::Config[:file_staging_uses_destdir] says (always
# Dir.tmpdir under why-run).
require "tempfile"

class Chef
  class FileContentManagement
    class Tempfile
      attr_reader :new_resource

      def initialize(new_resource)
        @new_resource = new_resource
      end

      def tempfile
        @tempfile ||= tempfile_open
      end

      private

      def tempfile_open
        found = nil
        errors = []
        tempfile_dirnames.each do |dirname|
          found = ::Tempfile.open([tempfile_basename, tempfile_extension], dirname)
          break
        rescue SystemCallError => e
          errors << "Creating temp file under '#{dirname}' failed with: '#{e.message}'"
        end
        raise Chef::Exceptions::FileContentStagingError, errors.join(", ") if found.nil?

        found.binmode
        found
      end

      def tempfile_basename
        ".chef-" + ::File.basename(@new_resource.path, tempfile_extension).scrub
      end

      def tempfile_extension
        base = ::File.basename(@new_resource.path)
        dot = base.index(".")
        dot.nil? ? "" : base[dot..].scrub
      end

      def tempfile_dirnames
        return [Dir.tmpdir] if Chef::Config[:why_run]

        case Chef::Config[:file_staging_uses_destdir]
        when :auto then [::File.dirname(@new_resource.path), Dir.tmpdir]
        when true then [::File.dirname(@new_resource.path)]
        when false then [Dir.tmpdir]
        else
          raise Chef::Exceptions::ConfigurationError,
            "Unknown setting '#{Chef::Config[:file_staging_uses_destdir]}' for Chef::Config[:file_staging_uses_destdir]. Possible values are :auto, true or false."
        end
      end
    end
  end
end
