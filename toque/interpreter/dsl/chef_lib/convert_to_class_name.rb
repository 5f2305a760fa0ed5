# Chef::Mixin::ConvertToClassName: resource names to class names and back
# ("my_cb_site" <-> "MyCbSite"), as LWRPs and libraries name their classes.
class Chef
  module Mixin
    module ConvertToClassName
      extend self

      def convert_to_class_name(str)
        normalize_snake_case_name(str).split("_").reject(&:empty?).map(&:capitalize).join.then do |name|
          name.empty? ? nil : name
        end
      end

      def convert_to_snake_case(str, namespace = nil)
        str = str.dup
        str = str.sub(/^#{namespace}(::)?/, "") if namespace
        str.gsub(/[A-Z]/) { |s| "_" + s }.downcase.sub(/^_/, "")
      end

      def normalize_snake_case_name(str)
        str.gsub(/[^A-Za-z0-9_]/, "_").sub(/^_+/, "")
      end

      def snake_case_basename(str)
        convert_to_snake_case(str).split("::").last.sub(/^_/, "")
      end

      def filename_to_qualified_string(base, filename)
        file_base = File.basename(filename, ".rb")
        normalize_snake_case_name(base.to_s + (file_base == "default" ? "" : "_#{file_base}"))
      end
    end
  end
end
